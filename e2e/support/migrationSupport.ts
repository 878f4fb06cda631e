// Helpers of the migration specs: the legacy exchange of this run's manifest (a Uniswap V2 stand-in
// on the devnet, whose router and pairs keep the ABIs FlaskSwap's router and pairs share), legacy LP
// for a test's own account, and both pairs' state on chain.
import { flaskFactoryAbi, flaskMigratorAbi, flaskPairAbi, flaskRouterAbi, testTokenAbi } from '@flaskswap/contracts';
import { type DevnetTestClient, deployerAccount, sendAndWait } from '@flaskswap/devnet';
import { computePairAddress, type Manifest } from '@flaskswap/sdk';
import { type Address, erc20Abi, type Hex, maxUint256, parseEventLogs, zeroAddress } from 'viem';
import { sendAs } from './chain.ts';

export function legacyOf(manifest: Manifest) {
  const legacy = manifest.migration?.legacy;
  if (!legacy) throw new Error('The manifest has no migration section');
  return legacy;
}

export function legacyPairOf(manifest: Manifest, tokenA: Address, tokenB: Address): Address {
  const { factory, initCodeHash } = legacyOf(manifest);
  return computePairAddress({ factory, initCodeHash, tokenA, tokenB });
}

/** Mints test tokens (the deployer owns every test token) to `to`. */
export async function mintTestToken(chain: DevnetTestClient, token: Address, to: Address, amount: bigint) {
  await sendAs(chain, deployerAccount.address, {
    address: token,
    abi: testTokenAbi,
    functionName: 'mint',
    args: [to, amount],
  });
}

/**
 * `owner` provides liquidity on the legacy exchange through its router (token + BNB when `quote`
 * is WBNB), as a user of that exchange would have: the legacy pair and the LP it holds.
 */
export async function provideLegacyLiquidity(
  chain: DevnetTestClient,
  manifest: Manifest,
  owner: Address,
  [token, amount]: readonly [Address, bigint],
  [quote, quoteAmount]: readonly [Address, bigint],
) {
  const { router } = legacyOf(manifest);
  const approve = (address: Address) =>
    sendAs(chain, owner, { address, abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] });
  await approve(token);
  if (quote === manifest.tokens.WBNB) {
    await sendAs(chain, owner, {
      address: router,
      abi: flaskRouterAbi,
      functionName: 'addLiquidityETH',
      args: [token, amount, 0n, 0n, owner, maxUint256],
      value: quoteAmount,
    });
  } else {
    await approve(quote);
    await sendAs(
      chain,
      owner,
      {
        address: router,
        abi: flaskRouterAbi,
        functionName: 'addLiquidity',
        args: [token, quote, amount, quoteAmount, 0n, 0n, owner, maxUint256],
      },
      5_000_000n,
    );
  }
  const pair = legacyPairOf(manifest, token, quote);
  const lp = await chain.readContract({ address: pair, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
  return { pair, lp };
}

/** A pair's reserves in token0/token1 order, and its LP supply; zeros where there is no pair. */
export async function reservesOf(chain: DevnetTestClient, pair: Address) {
  if (pair === zeroAddress || (await chain.getCode({ address: pair })) === undefined) {
    return { reserve0: 0n, reserve1: 0n, totalSupply: 0n };
  }
  const [[reserve0, reserve1], totalSupply] = await Promise.all([
    chain.readContract({ address: pair, abi: flaskPairAbi, functionName: 'getReserves' }),
    chain.readContract({ address: pair, abi: flaskPairAbi, functionName: 'totalSupply' }),
  ]);
  return { reserve0, reserve1, totalSupply };
}

/** FlaskSwap's pair of two tokens, zero while there is none. */
export function flaskPairOf(chain: DevnetTestClient, manifest: Manifest, tokenA: Address, tokenB: Address) {
  return chain.readContract({
    address: manifest.contracts.FlaskFactory!,
    abi: flaskFactoryAbi,
    functionName: 'getPair',
    args: [tokenA, tokenB],
  });
}

/**
 * A mined migration: its receipt, the legacy pair's Burn (what it paid) and the migrator's
 * Migrated (what FlaskSwap's pair received and the LP minted).
 */
export async function minedMigration(chain: DevnetTestClient, hash: Hex) {
  const receipt = await sendAndWait(chain, hash, { label: `migration ${hash}` });
  const [burn] = parseEventLogs({ abi: flaskPairAbi, eventName: 'Burn', logs: receipt.logs });
  const [migrated] = parseEventLogs({ abi: flaskMigratorAbi, eventName: 'Migrated', logs: receipt.logs });
  if (!burn || !migrated) throw new Error('no Burn or Migrated event in the migration');
  const transaction = await chain.getTransaction({ hash });
  return { receipt, transaction, paid: [burn.args.amount0, burn.args.amount1] as const, migrated: migrated.args };
}
