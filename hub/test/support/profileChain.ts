// A small real chain for the hub's tests: anvil with FLASK, one collection and the profile registry,
// active profiles for a few accounts, one paused and some never registered. Deployed here rather
// than with the whole devnet, which takes far longer and is not what these tests are about.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flaskCollectiblesAbi, flaskProfileAbi, flaskTokenAbi } from '@flaskswap/contracts';
import { flaskCollectiblesBytecode, flaskProfileBytecode, flaskTokenBytecode } from '@flaskswap/contracts/bytecode';
import {
  devnetAccounts,
  devnetTestClient,
  devnetTransport,
  freePort,
  sendAndWait,
  startAnvil,
} from '@flaskswap/devnet';
import { type Abi, type Address, createWalletClient, type Hex, type LocalAccount, maxUint256, parseEther } from 'viem';
import { foundry } from 'viem/chains';

export interface ProfileChain {
  rpcUrl: string;
  chainId: number;
  /** Holds `<chainId>.json` naming FlaskProfile. */
  deploymentsDir: string;
  profile: Address;
  /** Accounts with an active profile. */
  active: LocalAccount[];
  /** Registered, then paused. */
  paused: LocalAccount;
  /** Never registered. */
  unregistered: LocalAccount[];
  stop(): Promise<void>;
}

export async function writeProfileManifest(deploymentsDir: string, chainId: number, profile: Address) {
  const manifest = { chainId, contracts: { FlaskProfile: profile }, tokens: {}, startBlock: 0 };
  await writeFile(join(deploymentsDir, `${chainId}.json`), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function startProfileChain(): Promise<ProfileChain> {
  const anvil = await startAnvil({ port: await freePort(), chainId: foundry.id, blockTime: 1, mixedMining: true });
  const deploymentsDir = await mkdtemp(join(tmpdir(), 'hub-test-deployments-'));
  const stop = async () => {
    await anvil.stop();
    await rm(deploymentsDir, { recursive: true, force: true });
  };
  try {
    const client = devnetTestClient(anvil.rpcUrl, foundry);
    const walletFor = (account: LocalAccount) =>
      createWalletClient({ account, chain: foundry, transport: devnetTransport(anvil.rpcUrl) });

    const deploy = async (account: LocalAccount, abi: Abi, bytecode: Hex, args: readonly unknown[]) => {
      const hash = await walletFor(account).deployContract({ abi, bytecode, args });
      return (await sendAndWait(client, hash)).contractAddress!;
    };
    const mined = async (sent: Promise<Hex>) => {
      await sendAndWait(client, sent);
    };

    const [admin, ...players] = devnetAccounts as LocalAccount[];
    const flask = await deploy(admin!, flaskTokenAbi, flaskTokenBytecode, [admin!.address]);
    const bunnies = await deploy(admin!, flaskCollectiblesAbi, flaskCollectiblesBytecode, [
      'Flask Bunnies',
      'FBUN',
      admin!.address,
    ]);
    const fees = [parseEther('2'), parseEther('5'), parseEther('2')] as const; // reactivate, register, update
    const profile = await deploy(admin!, flaskProfileAbi, flaskProfileBytecode, [flask, ...fees, admin!.address]);

    const minterRole = await client.readContract({ address: flask, abi: flaskTokenAbi, functionName: 'MINTER_ROLE' });
    await mined(
      walletFor(admin!).writeContract({
        address: flask,
        abi: flaskTokenAbi,
        functionName: 'grantRole',
        args: [minterRole, admin!.address],
      }),
    );
    await mined(
      walletFor(admin!).writeContract({
        address: bunnies,
        abi: flaskCollectiblesAbi,
        functionName: 'grantRole',
        args: [minterRole, admin!.address],
      }),
    );
    const nftRole = await client.readContract({ address: profile, abi: flaskProfileAbi, functionName: 'NFT_ROLE' });
    await mined(
      walletFor(admin!).writeContract({
        address: profile,
        abi: flaskProfileAbi,
        functionName: 'grantRole',
        args: [nftRole, bunnies],
      }),
    );
    await mined(
      walletFor(admin!).writeContract({
        address: profile,
        abi: flaskProfileAbi,
        functionName: 'addTeam',
        args: ['Syrup Storm', 'The first team'],
      }),
    );

    const register = async (player: LocalAccount, tokenId: bigint) => {
      await mined(
        walletFor(admin!).writeContract({
          address: flask,
          abi: flaskTokenAbi,
          functionName: 'mint',
          args: [player.address, parseEther('100')],
        }),
      );
      await mined(
        walletFor(admin!).writeContract({
          address: bunnies,
          abi: flaskCollectiblesAbi,
          functionName: 'mint',
          args: [player.address, 'ipfs://starter', 0],
        }),
      );
      await mined(
        walletFor(player).writeContract({
          address: flask,
          abi: flaskTokenAbi,
          functionName: 'approve',
          args: [profile, maxUint256],
        }),
      );
      await mined(
        walletFor(player).writeContract({
          address: bunnies,
          abi: flaskCollectiblesAbi,
          functionName: 'approve',
          args: [profile, tokenId],
        }),
      );
      await mined(
        walletFor(player).writeContract({
          address: profile,
          abi: flaskProfileAbi,
          functionName: 'createProfile',
          args: [1n, bunnies, tokenId],
        }),
      );
    };
    const active = players.slice(0, 6);
    const paused = players[6]!;
    let tokenId = 0n;
    for (const player of [...active, paused]) await register(player, ++tokenId);
    await mined(
      walletFor(paused).writeContract({
        address: profile,
        abi: flaskProfileAbi,
        functionName: 'pauseProfile',
        args: [],
      }),
    );

    await writeProfileManifest(deploymentsDir, foundry.id, profile);
    return {
      rpcUrl: anvil.rpcUrl,
      chainId: foundry.id,
      deploymentsDir,
      profile,
      active,
      paused,
      unregistered: players.slice(7),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
