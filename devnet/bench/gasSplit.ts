// The split router's gas beside the same swaps sent one by one through FlaskRouter, on the gas
// bench's FlaskSwap deployment (gas.ts): each split measured as the first transaction of a new
// block, then the chain reverted and the same parts sent as router swaps, each in a new block.
import { flaskRouterAbi, flaskSplitRouterAbi, testTokenAbi } from '@flaskswap/contracts';
import { flaskSplitRouterBytecode } from '@flaskswap/contracts/bytecode';
import { type Abi, type Address, type Hex, maxUint256, parseEther, type TestActions, type WalletClient } from 'viem';
import { waitForDevnetReceipt } from '../src/kit/receipt.ts';

type Wallet = WalletClient & { account: { address: Address } };
type Client = Parameters<typeof waitForDevnetReceipt>[0] & Pick<TestActions, 'snapshot' | 'revert'>;

export interface SplitGasEnv {
  client: Client;
  deployer: Wallet;
  user: Wallet;
  deploy: (abi: Abi, bytecode: Hex, args: readonly unknown[]) => Promise<Address>;
  nextBlockLater: () => Promise<void>;
  tokens: { A: Address; B: Address; C: Address; WBNB: Address };
  factory: Address;
  router: Address;
}

export interface SplitGasRow {
  operation: string;
  split: number;
  oneByOne: number;
  difference: number;
  differencePercent: number;
  /** Per part: its hop count, for the SDK's gas model. */
  partHops: number[];
}

const E18 = parseEther('1');
const GAS = 3_000_000n;

type Kind = 'tokens' | 'bnbIn' | 'bnbOut';
interface Case {
  operation: string;
  kind: Kind;
  paths: (keyof SplitGasEnv['tokens'])[][];
  amounts: bigint[];
}

const CASES: readonly Case[] = [
  {
    operation: 'split, 2 parts (A→B, A→C→B)',
    kind: 'tokens',
    paths: [
      ['A', 'B'],
      ['A', 'C', 'B'],
    ],
    amounts: [6n * E18, 4n * E18],
  },
  {
    operation: 'split, 3 parts (A→B, A→C→B, A→WBNB→B)',
    kind: 'tokens',
    paths: [
      ['A', 'B'],
      ['A', 'C', 'B'],
      ['A', 'WBNB', 'B'],
    ],
    amounts: [5n * E18, 3n * E18, 2n * E18],
  },
  {
    operation: 'split, 4 parts (A→B, A→C→B, A→WBNB→B, A→C→WBNB→B)',
    kind: 'tokens',
    paths: [
      ['A', 'B'],
      ['A', 'C', 'B'],
      ['A', 'WBNB', 'B'],
      ['A', 'C', 'WBNB', 'B'],
    ],
    amounts: [4n * E18, 3n * E18, 2n * E18, 1n * E18],
  },
  {
    operation: 'split BNB → token, 2 parts (WBNB→B, WBNB→C→B)',
    kind: 'bnbIn',
    paths: [
      ['WBNB', 'B'],
      ['WBNB', 'C', 'B'],
    ],
    amounts: [E18 / 20n, E18 / 50n],
  },
  {
    operation: 'split token → BNB, 2 parts (B→WBNB, B→C→WBNB)',
    kind: 'bnbOut',
    paths: [
      ['B', 'WBNB'],
      ['B', 'C', 'WBNB'],
    ],
    amounts: [6n * E18, 4n * E18],
  },
];

export async function measureSplitGas(env: SplitGasEnv): Promise<SplitGasRow[]> {
  const { client, deployer, user, tokens } = env;
  const splitRouter = await env.deploy(flaskSplitRouterAbi as Abi, flaskSplitRouterBytecode, [
    env.factory,
    tokens.WBNB,
  ]);
  let nonce = await client.getTransactionCount({ address: user.account.address });

  /** Sends and returns the gasUsed; the user's writes take counted nonces (anvil may answer a stale count right after a revert). */
  async function write(
    wallet: Wallet,
    request: { address: Address; abi: Abi; functionName: string; args: readonly unknown[]; value?: bigint },
  ) {
    const counted = wallet === user ? { nonce: nonce++ } : {};
    const hash = await wallet.writeContract({
      ...request,
      ...counted,
      gas: GAS,
      chain: wallet.chain,
      account: wallet.account,
    } as never);
    const receipt = await waitForDevnetReceipt(client, hash, { pollingInterval: 20 });
    if (receipt.status !== 'success') throw new Error(`${request.functionName} reverted`);
    return Number(receipt.gasUsed);
  }
  const send = (address: Address, abi: Abi, functionName: string, args: readonly unknown[], value?: bigint) =>
    write(user, { address, abi, functionName, args, value });
  // The routes the cases need besides gas.ts's A-B, B-C and A-WBNB pairs.
  const seed = (functionName: string, args: readonly unknown[], value?: bigint) =>
    write(deployer, { address: env.router, abi: flaskRouterAbi as Abi, functionName, args, value });

  const [A, B, C] = [tokens.A, tokens.B, tokens.C];
  const owner = deployer.account.address;
  await seed('addLiquidity', [A, C, 100_000n * E18, 100_000n * E18, 0n, 0n, owner, maxUint256]);
  await seed('addLiquidityETH', [B, 100_000n * E18, 0n, 0n, owner, maxUint256], 1_000n * E18);
  await seed('addLiquidityETH', [C, 100_000n * E18, 0n, 0n, owner, maxUint256], 1_000n * E18);
  for (const token of [A, B, C]) await send(token, testTokenAbi as Abi, 'approve', [splitRouter, maxUint256]);
  // Warm-up: every pair traded once in an earlier block, as gas.ts does for its rows.
  for (const path of [
    [A, C],
    [B, tokens.WBNB],
    [C, tokens.WBNB],
  ]) {
    await env.nextBlockLater();
    await send(env.router, flaskRouterAbi as Abi, 'swapExactTokensForTokens', [
      E18,
      0n,
      path,
      user.account.address,
      maxUint256,
    ]);
  }

  const rows: SplitGasRow[] = [];
  const to = user.account.address;
  for (const { operation, kind, paths: symbols, amounts } of CASES) {
    const paths = symbols.map((path) => path.map((symbol) => tokens[symbol]));
    const total = amounts.reduce((a, b) => a + b, 0n);
    const snapshot = await client.snapshot();
    const nonceAtSnapshot = nonce;
    await env.nextBlockLater();
    const split =
      kind === 'bnbIn'
        ? await send(
            splitRouter,
            flaskSplitRouterAbi as Abi,
            'swapExactETHForTokensSplit',
            [amounts, paths, 0n, to, maxUint256],
            total,
          )
        : await send(
            splitRouter,
            flaskSplitRouterAbi as Abi,
            kind === 'bnbOut' ? 'swapExactTokensForETHSplit' : 'swapExactTokensForTokensSplit',
            [amounts, paths, 0n, to, maxUint256],
          );
    await client.revert({ id: snapshot });
    nonce = nonceAtSnapshot;
    let oneByOne = 0;
    for (const [i, path] of paths.entries()) {
      await env.nextBlockLater();
      oneByOne +=
        kind === 'bnbIn'
          ? await send(
              env.router,
              flaskRouterAbi as Abi,
              'swapExactETHForTokens',
              [0n, path, to, maxUint256],
              amounts[i],
            )
          : await send(
              env.router,
              flaskRouterAbi as Abi,
              kind === 'bnbOut' ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
              [amounts[i], 0n, path, to, maxUint256],
            );
    }
    rows.push({
      operation,
      split,
      oneByOne,
      difference: split - oneByOne,
      differencePercent: Number((((split - oneByOne) / oneByOne) * 100).toFixed(2)),
      partHops: paths.map((path) => path.length - 1),
    });
  }
  return rows;
}
