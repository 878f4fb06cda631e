// What the hub asks the chain. One connection per hub: the chain id (part of every signed message)
// and the deployment manifest `<deploymentsDir>/<chainId>.json`, re-read whenever the file changes
// (a devnet restart redeploys to new addresses). The profile reader and voting build on it.
import { stat } from 'node:fs/promises';
import { flaskProfileAbi } from '@flaskswap/contracts';
import type { Manifest } from '@flaskswap/sdk';
import { manifestPath, readManifestFile } from '@flaskswap/sdk/manifest-file';
import { type Address, createPublicClient, http, type PublicClient } from 'viem';

export interface ChainConnection {
  client: PublicClient;
  chainId(): Promise<number>;
  /** The current manifest, or undefined when none is deployed on this chain yet. */
  manifest(): Promise<Manifest | undefined>;
}

export function connectChain({ rpcUrl, deploymentsDir }: { rpcUrl: string; deploymentsDir: string }): ChainConnection {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 1, timeout: 10_000 }) });
  let chainId: number | undefined;
  let manifestCache: { path: string; mtimeMs: number; size: number; manifest: Manifest } | undefined;

  async function readChainId(): Promise<number> {
    chainId ??= await client.getChainId();
    return chainId;
  }

  return {
    client,
    chainId: readChainId,
    async manifest() {
      const path = manifestPath(await readChainId(), deploymentsDir);
      let file: Awaited<ReturnType<typeof stat>>;
      try {
        file = await stat(path);
      } catch {
        return undefined;
      }
      const cache = manifestCache;
      if (cache?.path === path && cache.mtimeMs === file.mtimeMs && cache.size === file.size) return cache.manifest;
      const manifest = readManifestFile(path);
      manifestCache = { path, mtimeMs: file.mtimeMs, size: file.size, manifest };
      return manifest;
    },
  };
}

export type ProfileStatus = 'active' | 'inactive' | 'not-deployed';

export interface ProfileReader {
  chainId(): Promise<number>;
  profileStatus(address: Address): Promise<ProfileStatus>;
}

export function createProfileReader(chain: ChainConnection): ProfileReader {
  return {
    chainId: chain.chainId,
    async profileStatus(address: Address): Promise<ProfileStatus> {
      const profile = (await chain.manifest())?.contracts.FlaskProfile;
      if (!profile) return 'not-deployed';
      const [, , , , , isActive] = await chain.client.readContract({
        address: profile,
        abi: flaskProfileAbi,
        functionName: 'getUserProfile',
        args: [address],
      });
      return isActive ? 'active' : 'inactive';
    },
  };
}
