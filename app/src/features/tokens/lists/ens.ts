import { type Client, createClient, http, namehash, zeroAddress } from 'viem';
import { readContract } from 'viem/actions';
import { mainnet } from 'viem/chains';

/** The ENS registry, the same address on every network ENS runs on. */
const ENS_REGISTRY = '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e';

const registryAbi = [
  {
    type: 'function',
    name: 'resolver',
    stateMutability: 'view',
    inputs: [{ name: 'node', type: 'bytes32' }],
    outputs: [{ name: '', type: 'address' }],
  },
] as const;

const resolverAbi = [
  {
    type: 'function',
    name: 'contenthash',
    stateMutability: 'view',
    inputs: [{ name: 'node', type: 'bytes32' }],
    outputs: [{ name: '', type: 'bytes' }],
  },
] as const;

let client: Client | undefined;

/** The contenthash an ENS name's resolver holds, read on Ethereum mainnet (resolver, then contenthash). */
export async function resolveEnsContenthash(ensName: string): Promise<string> {
  client ??= createClient({ chain: mainnet, transport: http(undefined, { timeout: 10_000, retryCount: 0 }) });
  const node = namehash(ensName);
  const resolver = await readContract(client, {
    address: ENS_REGISTRY,
    abi: registryAbi,
    functionName: 'resolver',
    args: [node],
  });
  if (resolver === zeroAddress) throw new Error(`No resolver for ${ensName}`);
  return readContract(client, { address: resolver, abi: resolverAbi, functionName: 'contenthash', args: [node] });
}
