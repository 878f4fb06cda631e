// The LP migration rows of the gas bench (gas.ts runs them on its chain): FlaskMigrator's one
// transaction against the two it replaces, the legacy router's removal then FlaskSwap's deposit.
// Each case runs from the same chain state (evm_snapshot / evm_revert), each measured transaction
// the first of a new block.
import { flaskMigratorAbi, testTokenAbi } from '@flaskswap/contracts';
import { flaskMigratorBytecode, testTokenBytecode } from '@flaskswap/contracts/bytecode';
import { lpPermitTypedData, splitPermitSignature } from '@flaskswap/sdk';
import { type Abi, type Address, erc20Abi, type Hex, type LocalAccount, maxUint256, parseEther } from 'viem';
import type { Call } from './gasChain.ts';

interface Exchange {
  factory: Address;
  router: Address;
  routerAbi: Abi;
  factoryAbi: Abi;
  pairAbi: Abi;
}

/** What gas.ts lends: its chain helpers, the user (a local account, so it can sign permits), tokens and exchanges. */
export interface MigrationBenchContext {
  chainId: number;
  user: LocalAccount;
  read(call: Call): Promise<unknown>;
  rpc(method: string, params?: unknown[]): Promise<unknown>;
  deploy(abi: Abi, bytecode: Hex, args?: readonly unknown[]): Promise<Address>;
  /** Sends as the user; returns gasUsed. */
  send(call: Call): Promise<bigint>;
  nextBlockLater(): Promise<void>;
  tokenA: Address;
  tokenB: Address;
  wbnb: Address;
  legacy: Exchange;
  flaskSwap: Exchange;
}

export const MIGRATION_ROWS = [
  'migrate (existing pair, approved LP)',
  'migrateWithPermit (existing pair)',
  'migrate (creates the FlaskSwap pair)',
  'migrate (token/BNB pair, leftover paid as BNB)',
] as const;

export interface MigrationGasRow {
  operation: (typeof MIGRATION_ROWS)[number];
  /** FlaskMigrator's one transaction. */
  migrator: number;
  /** The legacy router's removal plus FlaskSwap's router deposit: two transactions. */
  twoTransactions: number;
}

const E18 = parseEther('1');
const deadline = maxUint256;

export async function measureMigration(ctx: MigrationBenchContext): Promise<MigrationGasRow[]> {
  const { legacy, flaskSwap, tokenA, tokenB, wbnb, user } = ctx;
  const migrator = await ctx.deploy(flaskMigratorAbi, flaskMigratorBytecode, [flaskSwap.factory, legacy.factory, wbnb]);
  // Token D trades on the legacy exchange only: migrating its pair creates FlaskSwap's.
  const tokenD = await ctx.deploy(testTokenAbi, testTokenBytecode, ['Token D', 'D', 18, user.address]);
  await ctx.send({ address: tokenD, abi: testTokenAbi, functionName: 'mint', args: [user.address, 1_000_000n * E18] });
  for (const router of [legacy.router, flaskSwap.router]) {
    await ctx.send({ address: tokenD, abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] });
  }

  const addLegacy = (call: { functionName: string; args: readonly unknown[]; value?: bigint }) =>
    ctx.send({ address: legacy.router, abi: legacy.routerAbi, ...call });
  await addLegacy({
    functionName: 'addLiquidity',
    args: [tokenA, tokenB, 1_000n * E18, 1_000n * E18, 0n, 0n, user.address, deadline],
  });
  await addLegacy({
    functionName: 'addLiquidityETH',
    args: [tokenA, 1_000n * E18, 0n, 0n, user.address, deadline],
    value: 10n * E18,
  });
  await addLegacy({
    functionName: 'addLiquidity',
    args: [tokenD, tokenA, 1_000n * E18, 2_000n * E18, 0n, 0n, user.address, deadline],
  });
  // The legacy A-B price moves off FlaskSwap's, so the migration has leftovers to pay back.
  await addLegacy({
    functionName: 'swapExactTokensForTokens',
    args: [500n * E18, 0n, [tokenA, tokenB], user.address, deadline],
  });

  const legacyPair = async (x: Address, y: Address) =>
    (await ctx.read({
      address: legacy.factory,
      abi: legacy.factoryAbi,
      functionName: 'getPair',
      args: [x, y],
    })) as Address;
  const pairAB = await legacyPair(tokenA, tokenB);
  const pairAW = await legacyPair(tokenA, wbnb);
  const pairDA = await legacyPair(tokenD, tokenA);
  for (const pair of [pairAB, pairAW, pairDA]) {
    for (const spender of [migrator, legacy.router]) {
      await ctx.send({ address: pair, abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] });
    }
  }

  const lpOf = async (pair: Address) =>
    (await ctx.read({ address: pair, abi: erc20Abi, functionName: 'balanceOf', args: [user.address] })) as bigint;
  /** What burning `lp` pays (the legacy exchange's fee switch is off: no fee mint). */
  const burnShare = async (pair: Address, token: Address, lp: bigint) => {
    const [held, supply] = (await Promise.all([
      ctx.read({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [pair] }),
      ctx.read({ address: pair, abi: erc20Abi, functionName: 'totalSupply' }),
    ])) as [bigint, bigint];
    return (lp * held) / supply;
  };
  /** Runs `run` from the current state and puts the chain back afterwards. */
  const fromHere = async (run: () => Promise<number>) => {
    const id = await ctx.rpc('evm_snapshot');
    try {
      return await run();
    } finally {
      await ctx.rpc('evm_revert', [id]);
    }
  };
  const measured = async (call: Call) => {
    await ctx.nextBlockLater();
    return Number(await ctx.send(call));
  };
  const migrate = (pair: Address) =>
    fromHere(async () =>
      measured({
        address: migrator,
        abi: flaskMigratorAbi,
        functionName: 'migrate',
        args: [pair, await lpOf(pair), 0n, 0n, user.address, deadline],
      }),
    );
  /** The legacy router removes to the user, then FlaskSwap's router deposits what came out. */
  const twoTransactions = (pair: Address, x: Address, y: Address, removal?: (lp: bigint) => Promise<Call>) =>
    fromHere(async () => {
      const lp = await lpOf(pair);
      const [amountX, amountY] = [await burnShare(pair, x, lp), await burnShare(pair, y, lp)];
      const removeCall: Call = removal
        ? await removal(lp)
        : {
            address: legacy.router,
            abi: legacy.routerAbi,
            functionName: y === wbnb ? 'removeLiquidityETH' : 'removeLiquidity',
            args: y === wbnb ? [x, lp, 0n, 0n, user.address, deadline] : [x, y, lp, 0n, 0n, user.address, deadline],
          };
      const removed = await measured(removeCall);
      const added = await measured(
        y === wbnb
          ? {
              address: flaskSwap.router,
              abi: flaskSwap.routerAbi,
              functionName: 'addLiquidityETH',
              args: [x, amountX, 0n, 0n, user.address, deadline],
              value: amountY,
            }
          : {
              address: flaskSwap.router,
              abi: flaskSwap.routerAbi,
              functionName: 'addLiquidity',
              args: [x, y, amountX, amountY, 0n, 0n, user.address, deadline],
            },
      );
      return removed + added;
    });

  /** A permit for `spender` to pull the user's whole `pair` LP, as the wallet would sign it. */
  const permit = async (pair: Address, spender: Address, lp: bigint) => {
    const nonce = (await ctx.read({
      address: pair,
      abi: legacy.pairAbi,
      functionName: 'nonces',
      args: [user.address],
    })) as bigint;
    const typedData = lpPermitTypedData({
      domainName: 'Uniswap V2',
      chainId: ctx.chainId,
      pair,
      owner: user.address,
      spender,
      value: lp,
      nonce,
      deadline,
    });
    const { v, r, s } = splitPermitSignature(await user.signTypedData(typedData), { pair, value: lp, deadline });
    return [false, v, r, s] as const;
  };
  /** With a permit the allowance must not already be there: revoked inside each measured run. */
  const revoke = (pair: Address, spender: Address) =>
    ctx.send({ address: pair, abi: erc20Abi, functionName: 'approve', args: [spender, 0n] });

  const rows: MigrationGasRow[] = [];
  rows.push({
    operation: MIGRATION_ROWS[0],
    migrator: await migrate(pairAB),
    twoTransactions: await twoTransactions(pairAB, tokenA, tokenB),
  });
  rows.push({
    operation: MIGRATION_ROWS[1],
    migrator: await fromHere(async () => {
      await revoke(pairAB, migrator);
      const lp = await lpOf(pairAB);
      return measured({
        address: migrator,
        abi: flaskMigratorAbi,
        functionName: 'migrateWithPermit',
        args: [pairAB, lp, 0n, 0n, user.address, deadline, ...(await permit(pairAB, migrator, lp))],
      });
    }),
    twoTransactions: await twoTransactions(pairAB, tokenA, tokenB, async (lp) => {
      await revoke(pairAB, legacy.router);
      return {
        address: legacy.router,
        abi: legacy.routerAbi,
        functionName: 'removeLiquidityWithPermit',
        args: [tokenA, tokenB, lp, 0n, 0n, user.address, deadline, ...(await permit(pairAB, legacy.router, lp))],
      };
    }),
  });
  rows.push({
    operation: MIGRATION_ROWS[2],
    migrator: await migrate(pairDA),
    twoTransactions: await twoTransactions(pairDA, tokenD, tokenA),
  });
  rows.push({
    operation: MIGRATION_ROWS[3],
    migrator: await migrate(pairAW),
    twoTransactions: await twoTransactions(pairAW, tokenA, wbnb),
  });
  return rows;
}
