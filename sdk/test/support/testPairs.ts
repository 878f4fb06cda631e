// Fresh tokens and empty pairs on a parity-test devnet, and the writes that give a pair chosen
// reserves (a transfer of each token, then sync).
import { flaskFactoryAbi, flaskPairAbi, testTokenAbi } from '@flaskswap/contracts';
import { testTokenBytecode } from '@flaskswap/contracts/bytecode';
import { deployerAccount, waitForDevnetReceipt } from '@flaskswap/devnet';
import { type Address, erc20Abi } from 'viem';
import { Token } from '../../src/index.ts';
import type { DevnetSession, WriteRequest } from './devnetSession.ts';

/** Deploys a test token per entry of `decimals` (symbols PREFIX0, PREFIX1, …) and mints the deployer 10^33 of each. */
export async function deployTestTokens(session: DevnetSession, decimals: readonly number[], prefix: string) {
  const { client, devnet } = session;
  const tokens: Token[] = [];
  for (const [i, places] of decimals.entries()) {
    const hash = await client.deployContract({
      abi: testTokenAbi,
      bytecode: testTokenBytecode,
      args: [`${prefix} ${i}`, `${prefix}${i}`, places, deployerAccount.address],
      nonce: session.takeNonce(),
    });
    const receipt = await waitForDevnetReceipt(client, hash, { pollingInterval: 20 });
    tokens.push(
      new Token({
        chainId: devnet.chain.id,
        address: receipt.contractAddress!,
        decimals: places,
        symbol: `${prefix}${i}`,
      }),
    );
  }
  await session.send(
    tokens.map((token) => ({
      address: token.address,
      abi: testTokenAbi,
      functionName: 'mint',
      args: [deployerAccount.address, 10n ** 33n],
    })),
  );
  return tokens;
}

/** Creates the pairs (empty) and returns their addresses, in order. */
export async function createTestPairs(
  session: DevnetSession,
  factory: Address,
  pairs: readonly (readonly [Token, Token])[],
): Promise<Address[]> {
  await session.send(
    pairs.map(([a, b]) => ({
      address: factory,
      abi: flaskFactoryAbi,
      functionName: 'createPair',
      args: [a.address, b.address],
    })),
  );
  const addresses: Address[] = [];
  for (const [a, b] of pairs) {
    addresses.push(
      await session.client.readContract({
        address: factory,
        abi: flaskFactoryAbi,
        functionName: 'getPair',
        args: [a.address, b.address],
      }),
    );
  }
  return addresses;
}

/** The writes that bring an empty pair to these reserves. */
export function reserveWrites(
  pair: Address,
  [tokenA, reserveA]: readonly [Token, bigint],
  [tokenB, reserveB]: readonly [Token, bigint],
): WriteRequest[] {
  return [
    { address: tokenA.address, abi: erc20Abi, functionName: 'transfer', args: [pair, reserveA] },
    { address: tokenB.address, abi: erc20Abi, functionName: 'transfer', args: [pair, reserveB] },
    { address: pair, abi: flaskPairAbi, functionName: 'sync' },
  ];
}
