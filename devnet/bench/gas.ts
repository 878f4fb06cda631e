// Gas benchmark: FlaskSwap's AMM against canonical Uniswap V2 (the npm build artifacts of
// @uniswap/v2-core and @uniswap/v2-periphery) on one throwaway anvil, with identical tokens,
// reserves and call sequences. Writes bench/results/gas.json and bench/results/gas.md.
//
// Both exchanges run with the protocol fee switched on (feeTo set), which is how FlaskSwap runs
// on every chain. Uniswap V2 is also measured with feeTo unset, its mainnet setting, and the
// table compares FlaskSwap against the cheaper of the two Uniswap configurations.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  feeCollectorAbi,
  flaskFactoryAbi,
  flaskPairAbi,
  flaskRouterAbi,
  flaskTokenAbi,
  pairInitCodeHash,
  testTokenAbi,
  wbnbAbi,
} from '@flaskswap/contracts';
import {
  feeCollectorBytecode,
  flaskFactoryBytecode,
  flaskRouterBytecode,
  flaskTokenBytecode,
  testTokenBytecode,
  wbnbBytecode,
} from '@flaskswap/contracts/bytecode';
import { DEVNET_CHAIN_ID } from '@flaskswap/sdk';
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  encodePacked,
  getAddress,
  getCreate2Address,
  type Hex,
  http,
  keccak256,
  maxUint256,
  parseEther,
} from 'viem';
import { deployerAccount, playerAccounts } from '../src/accounts.ts';
import { startAnvil } from '../src/anvil.ts';
import { devnetChain } from '../src/chain.ts';
import {
  UNISWAP_V2_INIT_CODE_HASH,
  uniswapV2Factory,
  uniswapV2Pair,
  uniswapV2Router,
} from '../src/deploy/migration.legacy.ts';
import { anvilActions } from '../src/kit/testClient.ts';
import { repoRoot } from '../src/manifest.ts';
import type { Call } from './gasChain.ts';
import { measureSplitGas } from './gasSplit.ts';
import { measureMigration } from './migrationGas.ts';

const PORT = Number(process.env.GAS_BENCH_PORT ?? 8611);
const uniFactory = uniswapV2Factory;
const uniPair = uniswapV2Pair;
const uniRouter = uniswapV2Router;

const anvil = await startAnvil({ port: PORT, chainId: DEVNET_CHAIN_ID, blockTime: 3600 });
const chain = devnetChain(anvil.rpcUrl);
const transport = http(anvil.rpcUrl, { retryCount: 0 });
const publicClient = createPublicClient({ chain, transport }).extend(anvilActions);
const deployer = createWalletClient({ account: deployerAccount, chain, transport });
const user = createWalletClient({ account: playerAccounts[0]!, chain, transport });
const treasury = playerAccounts[8]!.address;
const feeSink = playerAccounts[7]!.address; // Uniswap's feeTo when its protocol fee is on

async function rpc(method: string, params: unknown[] = []): Promise<unknown> {
  return publicClient.request({ method: method as never, params: params as never });
}

async function deploy(abi: Abi, bytecode: Hex, args: readonly unknown[] = []): Promise<Address> {
  const hash = await deployer.deployContract({ abi, bytecode, args });
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  if (!receipt.contractAddress || receipt.status !== 'success') throw new Error('deployment failed');
  return getAddress(receipt.contractAddress);
}

type Wallet = typeof deployer;

/** Sends a transaction and returns its gasUsed (the whole transaction, 21 000 base included). */
async function send(wallet: Wallet, call: Call): Promise<bigint> {
  const hash = await wallet.writeContract({ ...call, chain, account: wallet.account } as never);
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  if (receipt.status !== 'success') throw new Error(`${call.functionName} reverted`);
  return receipt.gasUsed;
}

/** A new block some seconds later, as for a swap in a later block (TWAP accumulators update). */
async function nextBlockLater(): Promise<void> {
  await publicClient.increaseTime({ seconds: 12 });
}

const E18 = parseEther('1');

// ---------------------------------------------------------------- shared tokens

await publicClient.setAutomine(true);
const wbnb = await deploy(wbnbAbi, wbnbBytecode);
const tokenArgs = (symbol: string) => [`Token ${symbol}`, symbol, 18, deployerAccount.address] as const;
const tokenA = await deploy(testTokenAbi, testTokenBytecode, tokenArgs('A'));
const tokenB = await deploy(testTokenAbi, testTokenBytecode, tokenArgs('B'));
const tokenC = await deploy(testTokenAbi, testTokenBytecode, tokenArgs('C'));
for (const token of [tokenA, tokenB, tokenC]) {
  for (const to of [deployerAccount.address, user.account.address]) {
    await send(deployer, { address: token, abi: testTokenAbi, functionName: 'mint', args: [to, 1_000_000n * E18] });
  }
}

// ---------------------------------------------------------------- the exchanges

interface Exchange {
  name: string;
  factory: Address;
  router: Address;
  routerAbi: Abi;
  factoryAbi: Abi;
  pairAbi: Abi;
  initCodeHash: Hex;
}

async function deployUniswap(feeOn: boolean): Promise<Exchange> {
  const factory = await deploy(uniFactory.abi, uniFactory.bytecode, [deployerAccount.address]);
  const router = await deploy(uniRouter.abi, uniRouter.bytecode, [factory, wbnb]);
  if (feeOn) await send(deployer, { address: factory, abi: uniFactory.abi, functionName: 'setFeeTo', args: [feeSink] });
  return {
    name: feeOn ? 'Uniswap V2 (feeTo set)' : 'Uniswap V2',
    factory,
    router,
    routerAbi: uniRouter.abi,
    factoryAbi: uniFactory.abi,
    pairAbi: uniPair.abi,
    initCodeHash: UNISWAP_V2_INIT_CODE_HASH,
  };
}

async function deployFlaskSwap(): Promise<Exchange> {
  const flask = await deploy(flaskTokenAbi, flaskTokenBytecode, [deployerAccount.address]);
  const factory = await deploy(flaskFactoryAbi, flaskFactoryBytecode, [deployerAccount.address]);
  const router = await deploy(flaskRouterAbi, flaskRouterBytecode, [factory, wbnb]);
  const collector = await deploy(feeCollectorAbi, feeCollectorBytecode, [
    router,
    flask,
    treasury,
    deployerAccount.address,
  ]);
  await send(deployer, { address: factory, abi: flaskFactoryAbi, functionName: 'setFeeTo', args: [collector] });
  return {
    name: 'FlaskSwap',
    factory,
    router,
    routerAbi: flaskRouterAbi,
    factoryAbi: flaskFactoryAbi,
    pairAbi: flaskPairAbi,
    initCodeHash: pairInitCodeHash,
  };
}

function pairAddress(exchange: Exchange, x: Address, y: Address): Address {
  const [token0, token1] = x.toLowerCase() < y.toLowerCase() ? [x, y] : [y, x];
  return getCreate2Address({
    from: exchange.factory,
    salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
    bytecodeHash: exchange.initCodeHash,
  });
}

/** Every single-route swap costs at most this share of Uniswap V2's gas (issue 34). */
const SWAP_RATIO_TARGET = 0.9;

const ROWS = [
  'swap 1 hop (swapExactTokensForTokens)',
  'swap 2 hops (swapExactTokensForTokens)',
  'BNB → token (swapExactETHForTokens)',
  'token → BNB (swapExactTokensForETH)',
  'addLiquidity (existing pair)',
  'removeLiquidity',
  'createPair',
] as const;
type Row = (typeof ROWS)[number];
const SWAP_ROWS: readonly string[] = ROWS.slice(0, 4);

/** Seeds identical pools, warms them up to a steady state, then measures each row once. */
async function measure(exchange: Exchange): Promise<Record<Row, bigint>> {
  const { router, routerAbi } = exchange;
  const deadline = maxUint256;
  const approveAll = async (wallet: Wallet) => {
    for (const token of [tokenA, tokenB, tokenC]) {
      await send(wallet, { address: token, abi: testTokenAbi, functionName: 'approve', args: [router, maxUint256] });
    }
  };
  await approveAll(deployer);
  await approveAll(user);

  // Identical reserves: A-B and B-C at 1:1, A-WBNB at 100 A per BNB.
  const seed = [
    [tokenA, tokenB, 100_000n * E18, 100_000n * E18],
    [tokenB, tokenC, 100_000n * E18, 100_000n * E18],
  ] as const;
  for (const [x, y, amountX, amountY] of seed) {
    await send(deployer, {
      address: router,
      abi: routerAbi,
      functionName: 'addLiquidity',
      args: [x, y, amountX, amountY, 0n, 0n, deployerAccount.address, deadline],
    });
  }
  await send(deployer, {
    address: router,
    abi: routerAbi,
    functionName: 'addLiquidityETH',
    args: [tokenA, 100_000n * E18, 0n, 0n, deployerAccount.address, deadline],
    value: 1_000n * E18,
  });

  // The router must resolve the factory's pairs by its init code hash.
  for (const [x, y] of [
    [tokenA, tokenB],
    [tokenB, tokenC],
    [tokenA, wbnb],
  ] as const) {
    const listed = await publicClient.readContract({
      address: exchange.factory,
      abi: exchange.factoryAbi,
      functionName: 'getPair',
      args: [x, y],
    });
    if (getAddress(listed as Address) !== pairAddress(exchange, x, y)) {
      throw new Error(`${exchange.name}: the init code hash does not resolve the ${x}/${y} pair`);
    }
  }

  // Warm-up to a steady state: every pair traded both ways (accumulators non-zero), the user
  // holding LP and having approved it, fee liquidity already minted once where the fee is on.
  const swap = (path: Address[], amount: bigint) =>
    send(user, {
      address: router,
      abi: routerAbi,
      functionName: 'swapExactTokensForTokens',
      args: [amount, 0n, path, user.account.address, deadline],
    });
  for (const path of [
    [tokenA, tokenB],
    [tokenB, tokenA],
    [tokenB, tokenC],
    [tokenC, tokenB],
    [tokenA, wbnb],
  ]) {
    await nextBlockLater();
    await swap(path, 10n * E18);
  }
  await nextBlockLater();
  await send(user, {
    address: router,
    abi: routerAbi,
    functionName: 'swapExactETHForTokens',
    args: [0n, [wbnb, tokenA], user.account.address, deadline],
    value: E18 / 10n,
  });
  const addAB = () =>
    send(user, {
      address: router,
      abi: routerAbi,
      functionName: 'addLiquidity',
      args: [tokenA, tokenB, 100n * E18, 100n * E18, 0n, 0n, user.account.address, deadline],
    });
  await nextBlockLater();
  await addAB();
  const pairAB = pairAddress(exchange, tokenA, tokenB);
  await send(user, { address: pairAB, abi: exchange.pairAbi, functionName: 'approve', args: [router, maxUint256] });

  // Measured rows, each the first transaction of a later block.
  const result = {} as Record<Row, bigint>;
  await nextBlockLater();
  result[ROWS[0]] = await swap([tokenA, tokenB], E18);
  await nextBlockLater();
  result[ROWS[1]] = await swap([tokenA, tokenB, tokenC], E18);
  await nextBlockLater();
  result[ROWS[2]] = await send(user, {
    address: router,
    abi: routerAbi,
    functionName: 'swapExactETHForTokens',
    args: [0n, [wbnb, tokenA], user.account.address, deadline],
    value: E18 / 100n,
  });
  await nextBlockLater();
  result[ROWS[3]] = await send(user, {
    address: router,
    abi: routerAbi,
    functionName: 'swapExactTokensForETH',
    args: [E18, 0n, [tokenA, wbnb], user.account.address, deadline],
  });
  await nextBlockLater();
  result[ROWS[4]] = await addAB();
  const lp = (await publicClient.readContract({
    address: pairAB,
    abi: exchange.pairAbi,
    functionName: 'balanceOf',
    args: [user.account.address],
  })) as bigint;
  await nextBlockLater();
  result[ROWS[5]] = await send(user, {
    address: router,
    abi: routerAbi,
    functionName: 'removeLiquidity',
    args: [tokenA, tokenB, lp / 2n, 0n, 0n, user.account.address, deadline],
  });
  result[ROWS[6]] = await send(user, {
    address: exchange.factory,
    abi: exchange.factoryAbi,
    functionName: 'createPair',
    args: [tokenA, tokenC],
  });
  return result;
}

try {
  const legacy = await deployUniswap(false);
  const uniswapFeeOff = await measure(legacy);
  const uniswapFeeOn = await measure(await deployUniswap(true));
  const flaskSwapExchange = await deployFlaskSwap();
  const flaskSwap = await measure(flaskSwapExchange);
  const migration = await measureMigration({
    chainId: chain.id,
    user: playerAccounts[0]!,
    read: (call) => publicClient.readContract(call as never) as Promise<unknown>,
    rpc,
    deploy,
    send: (call) => send(user, call),
    nextBlockLater,
    tokenA,
    tokenB,
    wbnb,
    legacy,
    flaskSwap: flaskSwapExchange,
  });
  const splitRows = await measureSplitGas({
    client: publicClient,
    deployer: deployer as never,
    user: user as never,
    deploy,
    nextBlockLater,
    tokens: { A: tokenA, B: tokenB, C: tokenC, WBNB: wbnb },
    factory: flaskSwapExchange.factory,
    router: flaskSwapExchange.router,
  });

  const rows = ROWS.map((operation) => {
    const feeOff = Number(uniswapFeeOff[operation]);
    const feeOn = Number(uniswapFeeOn[operation]);
    const baseline = Math.min(feeOff, feeOn);
    const ours = Number(flaskSwap[operation]);
    return {
      operation,
      uniswapV2: baseline,
      uniswapV2FeeOff: feeOff,
      uniswapV2FeeOn: feeOn,
      flaskSwap: ours,
      ratio: Number((ours / baseline).toFixed(3)),
      difference: ours - baseline,
      differencePercent: Number((((ours - baseline) / baseline) * 100).toFixed(2)),
    };
  });
  const outDir = join(repoRoot, 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  const json = {
    generatedAt: new Date().toISOString(),
    note:
      'gasUsed of whole transactions (21000 base included) on anvil, each the first transaction of a new block. ' +
      'FlaskSwap runs with feeTo = FeeCollector. "uniswapV2" is the cheaper of Uniswap V2 with feeTo unset and set.',
    rows,
    splitRows,
    migrationNote:
      "FlaskMigrator's one transaction against the two it replaces: the legacy (Uniswap V2) router's removal, " +
      "then FlaskSwap's router deposit of what came out; each case from the same chain state.",
    migration,
  };
  writeFileSync(join(outDir, 'gas.json'), `${JSON.stringify(json, null, 2)}\n`);
  const fmt = (n: number) => n.toLocaleString('en-US');
  const md = [
    '# Gas: FlaskSwap vs Uniswap V2',
    '',
    'gasUsed per transaction on anvil (21 000 base included), identical tokens, reserves and call',
    'sequence; each measured call is the first of a new block, so TWAP accumulators update. FlaskSwap',
    'runs with its protocol fee on (feeTo = FeeCollector). The Uniswap V2 column is the cheaper of',
    "Uniswap's two settings (feeTo unset, as on mainnet, and feeTo set); both are in gas.json.",
    '',
    '| Operation | Uniswap V2 | FlaskSwap | FlaskSwap / Uniswap V2 | Difference |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.operation} | ${fmt(row.uniswapV2)} | ${fmt(row.flaskSwap)} | ${row.ratio.toFixed(3)} | ${row.difference > 0 ? '+' : ''}${fmt(row.difference)} (${row.differencePercent.toFixed(1)}%) |`,
    ),
    '',
    `Single-route swaps: at most ${SWAP_RATIO_TARGET.toFixed(2)} of Uniswap V2's gas for the same work (the first four rows).`,
    '',
    '## Split trades (FlaskSplitRouter)',
    '',
    'One transaction executing a split, beside the same parts sent one by one through FlaskRouter',
    "(each the first transaction of a new block, from the same state). The SDK prices a split's",
    'extra gas from these rows (sdk/src/amm/split-gas.ts).',
    '',
    '| Operation | One by one (sum) | Split | Difference |',
    '| --- | ---: | ---: | ---: |',
    ...splitRows.map(
      (row) =>
        `| ${row.operation} | ${fmt(row.oneByOne)} | ${fmt(row.split)} | ${row.difference > 0 ? '+' : ''}${fmt(row.difference)} (${row.differencePercent.toFixed(1)}%) |`,
    ),
    '',
    '## LP migration (docs/migration.md)',
    '',
    'FlaskMigrator moves a Uniswap V2 position (the code PancakeSwap v2 forked) to FlaskSwap in one',
    "transaction; the alternative is two: the legacy router's removal, then FlaskSwap's deposit of",
    'what came out. Same chain state for both (evm_snapshot), each transaction the first of a block.',
    '',
    '| Operation | Migrator (1 tx) | Remove + add (2 txs) | Difference |',
    '| --- | ---: | ---: | ---: |',
    ...migration.map((row) => {
      const difference = row.migrator - row.twoTransactions;
      const percent = ((difference / row.twoTransactions) * 100).toFixed(1);
      return `| ${row.operation} | ${fmt(row.migrator)} | ${fmt(row.twoTransactions)} | ${difference > 0 ? '+' : ''}${fmt(difference)} (${percent}%) |`;
    }),
    '',
  ].join('\n');
  writeFileSync(join(outDir, 'gas.md'), md);
  console.log(md);
  const worse = rows.filter((row) => row.difference > 0);
  if (worse.length) {
    console.error(`FlaskSwap costs more than Uniswap V2 on: ${worse.map((row) => row.operation).join(', ')}`);
    process.exitCode = 1;
  }
  const dearer = migration.filter((row) => row.migrator >= row.twoTransactions);
  if (dearer.length) {
    console.error(`Migrating costs more than removing and adding: ${dearer.map((row) => row.operation).join(', ')}`);
    process.exitCode = 1;
  }
  const swaps = rows.filter((row) => SWAP_ROWS.includes(row.operation));
  const overTarget = swaps.filter((row) => row.ratio > SWAP_RATIO_TARGET);
  if (overTarget.length) {
    console.error(
      `Swaps above ${SWAP_RATIO_TARGET} of Uniswap V2: ${overTarget.map((row) => row.operation).join(', ')}`,
    );
    process.exitCode = 1;
  }
} finally {
  await anvil.stop();
}
process.exit(process.exitCode ?? 0); // viem's keep-alive sockets would keep the process alive
