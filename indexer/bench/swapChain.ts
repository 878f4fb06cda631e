// A devnet chain with many swaps, made fast: transactions signed here and sent raw with
// automine off, then mined in blocks of a few hundred (evm_mine), from every player account so
// no single nonce sequence holds it back. Blocks are spread over a week of chain time.
import { flaskRouterAbi } from '@flaskswap/contracts';
import { playerAccounts, type TestDevnet } from '@flaskswap/devnet';
import { type Address, encodeFunctionData, erc20Abi, type Hex, maxUint256, parseGwei, parseUnits } from 'viem';

const SWAP_GAS = 200_000n;
const WEEK = 7 * 24 * 3600;

export interface SwapChain {
  swaps: number;
  blocks: number;
  /** Wall-clock seconds it took to sign, send and mine them. */
  seconds: number;
}

async function rpc(url: string, calls: { method: string; params: unknown[] }[]) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(calls.map((call, id) => ({ jsonrpc: '2.0', id, ...call }))),
  });
  const answers = (await response.json()) as { error?: { message: string } }[];
  const failed = answers.find((answer) => answer.error);
  if (failed) throw new Error(`RPC: ${failed.error!.message}`);
}

/** Swaps one BUSD or USDT for the other on USDT-BUSD, both directions by turns. */
export async function generateSwapChain(devnet: TestDevnet, swaps: number, perBlock = 250): Promise<SwapChain> {
  const started = Date.now();
  const { client, manifest } = devnet;
  const url = devnet.anvil.rpcUrl;
  const router = manifest.contracts.FlaskRouter! as Address;
  const [busd, usdt] = [manifest.tokens.BUSD!, manifest.tokens.USDT!] as [Address, Address];
  const traders = playerAccounts;
  const nonces = await Promise.all(traders.map((account) => client.getTransactionCount({ address: account.address })));
  const chainId = devnet.chain.id;
  const fees = { maxFeePerGas: parseGwei('100'), maxPriorityFeePerGas: parseGwei('1') };
  const sign = (trader: number, to: Address, data: Hex) =>
    traders[trader]!.signTransaction({
      chainId,
      type: 'eip1559',
      nonce: nonces[trader]!++,
      to,
      data,
      gas: SWAP_GAS,
      ...fees,
    });

  // Approvals first, mined as they come.
  const approvals: Hex[] = [];
  for (let trader = 0; trader < traders.length; trader++)
    for (const token of [busd, usdt])
      approvals.push(
        await sign(
          trader,
          token,
          encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] }),
        ),
      );
  await rpc(
    url,
    approvals.map((raw) => ({ method: 'eth_sendRawTransaction', params: [raw] })),
  );
  await rpc(url, [{ method: 'evm_mine', params: [] }]);

  await rpc(url, [
    { method: 'evm_setAutomine', params: [false] },
    { method: 'evm_setIntervalMining', params: [0] },
  ]);
  const calldata = traders.map((account) =>
    [
      [busd, usdt],
      [usdt, busd],
    ].map((path) =>
      encodeFunctionData({
        abi: flaskRouterAbi,
        functionName: 'swapExactTokensForTokens',
        args: [parseUnits('1', 18), 0n, path as Address[], account.address, 2n ** 40n],
      }),
    ),
  );
  const blocks = Math.ceil(swaps / perBlock);
  const start = Number((await client.getBlock()).timestamp) + 1;
  const step = Math.max(1, Math.floor(WEEK / blocks));
  let sent = 0;
  for (let block = 0; block < blocks; block++) {
    const batch: Hex[] = [];
    for (; batch.length < perBlock && sent < swaps; sent++) {
      const trader = sent % traders.length;
      const direction = Math.floor(sent / traders.length) % 2;
      batch.push(await sign(trader, router, calldata[trader]![direction]!));
    }
    await rpc(
      url,
      batch.map((raw) => ({ method: 'eth_sendRawTransaction', params: [raw] })),
    );
    await rpc(url, [{ method: 'evm_mine', params: [{ timestamp: start + block * step }] }]);
  }
  const pending = await client
    .request({ method: 'txpool_status' as never, params: [] as never })
    .catch(() => undefined);
  if (pending && Number((pending as { pending: string }).pending) !== 0)
    throw new Error(`transactions left unmined: ${JSON.stringify(pending)}`);
  return { swaps, blocks, seconds: (Date.now() - started) / 1000 };
}
