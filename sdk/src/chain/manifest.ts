// deployments/<chainId>.json: the one schema the devnet writes and the app, e2e and tools read.
import { type Address, getAddress, isAddress } from 'viem';
import { z } from 'zod';
import { NATIVE_SYMBOL, POOL_CATEGORIES } from './constants.ts';

const address = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), { error: (issue) => `not an address: ${issue.input}` })
  .transform((value): Address => getAddress(value));

/** A token as the manifest's `tokens` map names it. */
const tokenSymbol = z.string().min(1);

/** A MasterChef farm (SPEC.md §3 "Farm"): pid and its LP pair; tokens are manifest symbols. */
const farmSchema = z.object({
  pid: z.number().int().nonnegative(),
  lpSymbol: z.string().min(1),
  lpAddress: address,
  token: tokenSymbol,
  quoteToken: tokenSymbol,
  /** Archived farms are left out of every list. */
  isArchived: z.boolean().optional(),
  /** Pays a partner token besides FLASK ('Dual' badge). */
  isDual: z.boolean().optional(),
});

/** An AMM pair that prices a reward token without being a farm. */
const pricePairSchema = farmSchema.omit({ pid: true, isArchived: true, isDual: true });

/** A SmartChef pool (SPEC.md §3 "Pool"). */
const poolSchema = z.object({
  /** 1, 2… in list order (0 is the MasterChef's manual FLASK pool). */
  sousId: z.number().int().positive(),
  address,
  /** A manifest token symbol, or 'BNB' for the native coin. */
  stakingToken: tokenSymbol,
  earningToken: tokenSymbol,
  category: z.enum(POOL_CATEGORIES),
  projectLink: z.url(),
  /** Created with a per-user stake limit (its amount is read on chain: the owner may change it). */
  hasUserLimit: z.boolean().optional(),
  /** Marked finished by hand (a pool is also finished once its end block has passed). */
  isFinished: z.boolean().optional(),
  isDual: z.boolean().optional(),
});

/**
 * Every deploy step writes its own section; sections this schema does not know yet are kept as
 * they are, so an older reader accepts a newer manifest.
 */
export const manifestSchema = z
  .looseObject({
    chainId: z.number().int().positive(),
    contracts: z.record(z.string(), address),
    tokens: z.record(z.string(), address),
    /** The block before the first deployment: where event scans start. */
    startBlock: z.number().int().nonnegative(),
    /** Written by the yield step. */
    farms: z.array(farmSchema).optional(),
    pricePairs: z.array(pricePairSchema).optional(),
    pools: z.array(poolSchema).optional(),
  })
  .superRefine((manifest, ctx) => {
    const known = (symbol: string, native: boolean) =>
      symbol in manifest.tokens || (native && symbol === NATIVE_SYMBOL);
    const check = (symbol: string, path: (string | number)[], native = false) => {
      if (!known(symbol, native)) ctx.addIssue({ code: 'custom', path, message: `unknown token ${symbol}` });
    };
    for (const [section, pairs] of [
      ['farms', manifest.farms],
      ['pricePairs', manifest.pricePairs],
    ] as const) {
      pairs?.forEach((pair, i) => {
        check(pair.token, [section, i, 'token']);
        check(pair.quoteToken, [section, i, 'quoteToken']);
      });
    }
    manifest.pools?.forEach((pool, i) => {
      check(pool.stakingToken, ['pools', i, 'stakingToken'], true);
      check(pool.earningToken, ['pools', i, 'earningToken']);
    });
  });

export type Manifest = z.output<typeof manifestSchema>;
export type ManifestFarm = z.output<typeof farmSchema>;
export type ManifestPricePair = z.output<typeof pricePairSchema>;
export type ManifestPool = z.output<typeof poolSchema>;
export type PoolCategory = ManifestPool['category'];

/** A manifest with checksummed addresses, or an error naming every field that is wrong. */
export function parseManifest(raw: unknown): Manifest {
  const result = manifestSchema.safeParse(raw);
  if (result.success) return result.data;
  const chainId = (raw as { chainId?: unknown } | null)?.chainId;
  const which = typeof chainId === 'number' ? `chain ${chainId}` : 'unknown chain';
  throw new Error(`Invalid deployment manifest (${which}):\n${z.prettifyError(result.error)}`);
}
