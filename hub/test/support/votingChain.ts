// The whole devnet (startTestDevnet: FLASK, vault, MasterChef, pools, FLASK-BNB farm, seeded
// players) for the voting tests, with helpers to send transactions from any account.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devnetAccounts, devnetTransport, startTestDevnet, type TestDevnet } from '@flaskswap/devnet';
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  type LocalAccount,
  numberToHex,
  parseEther,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { freePort } from './profileChain.ts';

export interface VotingChain {
  devnet: TestDevnet;
  deploymentsDir: string;
  rpcUrl: string;
  chainId: number;
  flask: Address;
  deployer: LocalAccount;
  /** Devnet accounts #1–#9 (FLASK in the wallet and staked, from the seed). */
  players: LocalAccount[];
  write(
    account: LocalAccount,
    call: { address: Address; abi: Abi; functionName: string; args?: readonly unknown[]; value?: bigint },
  ): Promise<void>;
  /** A new account with 100 BNB for gas and `flask` FLASK (sent by player #9). */
  freshAccount(flask?: bigint): Promise<LocalAccount>;
  stop(): Promise<void>;
}

export async function startVotingChain(): Promise<VotingChain> {
  const deploymentsDir = await mkdtemp(join(tmpdir(), 'hub-voting-deployments-'));
  const devnet = await startTestDevnet(await freePort(), deploymentsDir);
  const rpcUrl = devnet.anvil.rpcUrl;
  const flask = devnet.manifest.tokens.FLASK!;
  const [deployer, ...players] = devnetAccounts as LocalAccount[];
  // Receipts polled often: each transaction is mined at once (mixed mining).
  const client = createPublicClient({ chain: devnet.chain, transport: http(rpcUrl), pollingInterval: 50 });

  const write: VotingChain['write'] = async (account, call) => {
    const wallet = createWalletClient({ account, chain: devnet.chain, transport: devnetTransport(rpcUrl) });
    const hash = await wallet.writeContract(call as never);
    const receipt = await client.waitForTransactionReceipt({ hash: hash as Hex });
    if (receipt.status !== 'success') throw new Error(`${call.functionName} reverted`);
  };

  return {
    devnet,
    deploymentsDir,
    rpcUrl,
    chainId: devnet.chain.id,
    flask,
    deployer: deployer!,
    players,
    write,
    async freshAccount(amount = 0n) {
      const account = privateKeyToAccount(generatePrivateKey());
      await devnet.client.request({
        method: 'anvil_setBalance' as never,
        params: [account.address, numberToHex(parseEther('100'))] as never,
      });
      if (amount > 0n) {
        await write(players[8]!, {
          address: flask,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [account.address, amount],
        });
      }
      return account;
    },
    async stop() {
      await devnet.stop();
      await rm(deploymentsDir, { recursive: true, force: true });
    },
  };
}
