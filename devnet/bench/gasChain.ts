// The bare anvil the contract gas benches measure on: whole transactions, gasUsed from receipts.
import { DEVNET_CHAIN_ID } from '@flaskswap/sdk';
import {
  type Abi,
  type Account,
  type Address,
  createPublicClient,
  createWalletClient,
  getAddress,
  type Hex,
  http,
} from 'viem';
import { deployerAccount } from '../src/accounts.ts';
import { startAnvil } from '../src/anvil.ts';
import { devnetChain } from '../src/chain.ts';

export interface Call {
  address: Address;
  abi: Abi;
  functionName: string;
  args?: readonly unknown[];
  value?: bigint;
}

/** Starts anvil on `port` (blocks only when asked: automine) and the helpers a bench needs. */
export async function startGasChain(port: number) {
  const anvil = await startAnvil({ port, chainId: DEVNET_CHAIN_ID, blockTime: 3600 });
  const chain = devnetChain(anvil.rpcUrl);
  const transport = http(anvil.rpcUrl, { retryCount: 0 });
  const publicClient = createPublicClient({ chain, transport });

  async function rpc(method: string, params: unknown[] = []): Promise<unknown> {
    return publicClient.request({ method: method as never, params: params as never });
  }

  /** Sends a transaction as `account` and returns its gasUsed (21 000 base and calldata included). */
  async function send(account: Account, call: Call): Promise<bigint> {
    const wallet = createWalletClient({ account, chain, transport });
    const hash = await wallet.writeContract({ ...call, chain, account } as never);
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    if (receipt.status !== 'success') throw new Error(`${call.functionName} reverted`);
    return receipt.gasUsed;
  }

  async function deploy(abi: Abi, bytecode: Hex, args: readonly unknown[]): Promise<Address> {
    const wallet = createWalletClient({ account: deployerAccount, chain, transport });
    const hash = await wallet.deployContract({ abi, bytecode, args });
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    if (!receipt.contractAddress || receipt.status !== 'success') throw new Error('deployment failed');
    return getAddress(receipt.contractAddress);
  }

  await rpc('evm_setAutomine', [true]);
  return { anvil, chain, publicClient, rpc, send, deploy };
}
