// LP migration on a fresh devnet (port 8671 unless MIGRATION_SEED_TEST_PORT says otherwise): the
// manifest's legacy exchange against the chain, the seeded legacy pairs at their offset prices,
// accounts #1-#6 holding LP in each, and one position moved by FlaskMigrator with a permit.
import { flaskFactoryAbi, flaskMigratorAbi, flaskPairAbi } from '@flaskswap/contracts';
import { computePairAddress, lpPermitTypedData, splitPermitSignature } from '@flaskswap/sdk';
import { type Address, createWalletClient, erc20Abi, http, zeroAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNISWAP_V2_INIT_CODE_HASH, uniswapV2Pair } from '../src/deploy/migration.legacy.ts';
import { LEGACY_SEED_PAIRS, legacyLpHolders } from '../src/deploy/migration.seed.ts';
import { sendAndWait } from '../src/kit/receipt.ts';
import { startTestDevnet, type TestDevnet } from '../src/testDevnet.ts';

const PORT = Number(process.env.MIGRATION_SEED_TEST_PORT ?? 8671);

let devnet: TestDevnet;
const legacy = () => devnet.manifest.migration!.legacy;
const token = (symbol: string) => devnet.manifest.tokens[symbol]!;
const legacyPairOf = (a: string, b: string) =>
  computePairAddress({
    factory: legacy().factory,
    initCodeHash: legacy().initCodeHash,
    tokenA: token(a),
    tokenB: token(b),
  });

/** A pair's reserves with `first`'s first. */
async function reservesOf(pair: Address, first: string): Promise<[bigint, bigint]> {
  const [[reserve0, reserve1], token0] = await Promise.all([
    devnet.client.readContract({ address: pair, abi: flaskPairAbi, functionName: 'getReserves' }),
    devnet.client.readContract({ address: pair, abi: flaskPairAbi, functionName: 'token0' }),
  ]);
  return token0 === token(first) ? [reserve0, reserve1] : [reserve1, reserve0];
}

beforeAll(async () => {
  devnet = await startTestDevnet(PORT);
}, 180_000);

afterAll(() => devnet?.stop());

describe('migration seed', () => {
  it('lists a Uniswap V2 stand-in whose pairs sit at their CREATE2 addresses, and the migrator between it and FlaskSwap', async () => {
    expect(legacy()).toMatchObject({ name: 'Uniswap V2', initCodeHash: UNISWAP_V2_INIT_CODE_HASH });
    const migrator = devnet.manifest.contracts.FlaskMigrator!;
    const read = (functionName: 'factory' | 'legacyFactory' | 'WBNB') =>
      devnet.client.readContract({ address: migrator, abi: flaskMigratorAbi, functionName });
    expect(await read('factory')).toBe(devnet.manifest.contracts.FlaskFactory);
    expect(await read('legacyFactory')).toBe(legacy().factory);
    expect(await read('WBNB')).toBe(token('WBNB'));
    for (const pair of LEGACY_SEED_PAIRS) {
      const listed = await devnet.client.readContract({
        address: legacy().factory,
        abi: flaskFactoryAbi,
        functionName: 'getPair',
        args: [token(pair.token), token(pair.quote)],
      });
      expect(listed).toBe(legacyPairOf(pair.token, pair.quote));
    }
  });

  it('prices every legacy pair off FlaskSwap by its offset; FlaskSwap has no SFP-BUSD pair', async () => {
    for (const pair of LEGACY_SEED_PAIRS) {
      const [legacyToken, legacyQuote] = await reservesOf(legacyPairOf(pair.token, pair.quote), pair.token);
      const flaskPair = await devnet.client.readContract({
        address: devnet.manifest.contracts.FlaskFactory!,
        abi: flaskFactoryAbi,
        functionName: 'getPair',
        args: [token(pair.token), token(pair.quote)],
      });
      if (pair.token === 'SFP') {
        expect(flaskPair).toBe(zeroAddress);
        continue;
      }
      const [flaskToken, flaskQuote] = await reservesOf(flaskPair, pair.token);
      const ratio = Number(legacyQuote) / Number(legacyToken) / (Number(flaskQuote) / Number(flaskToken));
      // BURN arrives 2% short on every deposit, each leaving some BNB over in the pair: only about its offset.
      if (pair.token === 'BURN') expect(Math.abs(ratio - 1 - pair.priceOffset)).toBeLessThan(0.02);
      else expect(ratio).toBeCloseTo(1 + pair.priceOffset, 3);
    }
  });

  it('gives accounts #1-#6 LP in every legacy pair', async () => {
    for (const pair of LEGACY_SEED_PAIRS) {
      for (const holder of legacyLpHolders) {
        const balance = await devnet.client.readContract({
          address: legacyPairOf(pair.token, pair.quote),
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [holder.address],
        });
        expect(balance, `${holder.address} in ${pair.token}-${pair.quote}`).toBeGreaterThan(0n);
      }
    }
  });

  it('moves a holder’s ETH-BNB position into FlaskSwap with a permit signature, in one transaction', async () => {
    const holder = legacyLpHolders[5]!;
    const wallet = createWalletClient({ account: holder, chain: devnet.chain, transport: http(devnet.anvil.rpcUrl) });
    const legacyPair = legacyPairOf('ETH', 'WBNB');
    const migrator = devnet.manifest.contracts.FlaskMigrator!;
    const lp = await devnet.client.readContract({
      address: legacyPair,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [holder.address],
    });
    const nonce = (await devnet.client.readContract({
      address: legacyPair,
      abi: uniswapV2Pair.abi,
      functionName: 'nonces',
      args: [holder.address],
    })) as bigint;
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600);
    const request = { domainName: 'Uniswap V2', chainId: devnet.chain.id, pair: legacyPair, owner: holder.address };
    const typedData = lpPermitTypedData({ ...request, spender: migrator, value: lp, nonce, deadline });
    const { v, r, s } = splitPermitSignature(await wallet.signTypedData(typedData), {
      pair: legacyPair,
      value: lp,
      deadline,
    });
    const flaskPair = await devnet.client.readContract({
      address: devnet.manifest.contracts.FlaskFactory!,
      abi: flaskFactoryAbi,
      functionName: 'getPair',
      args: [token('ETH'), token('WBNB')],
    });
    const flaskLpBefore = await devnet.client.readContract({
      address: flaskPair,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [holder.address],
    });
    const [ethBefore] = await reservesOf(flaskPair, 'ETH');
    const hash = await wallet.writeContract({
      address: migrator,
      abi: flaskMigratorAbi,
      functionName: 'migrateWithPermit',
      args: [legacyPair, lp, 0n, 0n, holder.address, deadline, false, v, r, s],
    });
    await sendAndWait(devnet.client, hash);
    expect(
      await devnet.client.readContract({
        address: legacyPair,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [holder.address],
      }),
    ).toBe(0n);
    const flaskLp = await devnet.client.readContract({
      address: flaskPair,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [holder.address],
    });
    expect(flaskLp).toBeGreaterThan(flaskLpBefore);
    const [ethAfter] = await reservesOf(flaskPair, 'ETH');
    // About $2,000 of ETH at $2,000 went in.
    expect(Number(ethAfter - ethBefore) / 1e18).toBeGreaterThan(0.9);
  });
});
