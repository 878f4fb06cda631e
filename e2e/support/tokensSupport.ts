// Token helpers shared by the token specs: an unlisted token on the devnet, and a token-list server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testTokenAbi } from '@flaskswap/contracts';
import { testTokenBytecode } from '@flaskswap/contracts/bytecode';
import { anvilActions, devnetAccounts, devnetTransport, sendAndWait } from '@flaskswap/devnet';
import { type Address, createWalletClient, getAddress, parseUnits, publicActions } from 'viem';
import { foundry } from 'viem/chains';
import { RPC_URL } from './env.ts';

/**
 * Deploys a token that no list knows, from the worker's third account (its own nonces, so
 * parallel workers never race the deployer's), and mints some to `holder`.
 */
export async function deployUnlistedToken(from: Address, holder: Address, symbol: string): Promise<Address> {
  const account = devnetAccounts.find((candidate) => candidate.address === from)!;
  const client = createWalletClient({ account, chain: foundry, transport: devnetTransport(RPC_URL) })
    .extend(publicActions)
    .extend(anvilActions);
  const hash = await client.deployContract({
    abi: testTokenAbi,
    bytecode: testTokenBytecode,
    args: [`${symbol} Test Token`, symbol, 18, account.address],
  });
  const { contractAddress } = await sendAndWait(client, hash);
  const mint = await client.writeContract({
    address: contractAddress!,
    abi: testTokenAbi,
    functionName: 'mint',
    args: [holder, parseUnits('1234.5', 18)],
  });
  await sendAndWait(client, mint);
  return getAddress(contractAddress!);
}

/** A tiny server for token lists, reachable from the page (CORS open, like list hosts). */
export async function serveLists(files: Record<string, unknown>): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const body = files[request.url ?? ''];
    response.setHeader('access-control-allow-origin', '*');
    if (body === undefined) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
