// The whole devnet (startTestDevnet: FLASK, vault, MasterChef, pools, FLASK-BNB farm, seeded
// players) for the voting tests, with helpers to send transactions from any account.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  devnetAccounts,
  devnetTransport,
  freePort,
  sendAndWait,
  startTestDevnet,
  type TestDevnet,
} from '@flaskswap/devnet';
import { type Abi, type Address, createWalletClient, erc20Abi, type LocalAccount, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

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

  const write: VotingChain['write'] = async (account, call) => {
    const wallet = createWalletClient({ account, chain: devnet.chain, transport: devnetTransport(rpcUrl) });
    await sendAndWait(devnet.client, wallet.writeContract(call as never), { label: call.functionName });
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
      await devnet.client.setBalance({ address: account.address, value: parseEther('100') });
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
