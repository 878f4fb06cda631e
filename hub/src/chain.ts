// What the hub asks the chain: its id (part of the signed message) and whether an address has an
// active profile. The FlaskProfile address comes from `<deploymentsDir>/<chainId>.json`, re-read
// whenever the file changes (a devnet restart redeploys to new addresses).
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { flaskProfileAbi } from '@flaskswap/contracts';
import { parseManifest } from '@flaskswap/sdk/manifest';
import { type Address, createPublicClient, http } from 'viem';

export type ProfileStatus = 'active' | 'inactive' | 'not-deployed';

export interface ProfileReader {
  chainId(): Promise<number>;
  profileStatus(address: Address): Promise<ProfileStatus>;
}

export function createProfileReader({ rpcUrl, deploymentsDir }: { rpcUrl: string; deploymentsDir: string }) {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 1, timeout: 10_000 }) });
  let chainId: number | undefined;
  let manifestCache: { path: string; mtimeMs: number; size: number; profile: Address | undefined } | undefined;

  async function readChainId(): Promise<number> {
    chainId ??= await client.getChainId();
    return chainId;
  }

  async function profileAddress(): Promise<Address | undefined> {
    const path = join(deploymentsDir, `${await readChainId()}.json`);
    let file: Awaited<ReturnType<typeof stat>>;
    try {
      file = await stat(path);
    } catch {
      return undefined;
    }
    const cache = manifestCache;
    if (cache?.path === path && cache.mtimeMs === file.mtimeMs && cache.size === file.size) return cache.profile;
    const manifest = parseManifest(JSON.parse(await readFile(path, 'utf8')));
    const profile = manifest.contracts.FlaskProfile as Address | undefined;
    manifestCache = { path, mtimeMs: file.mtimeMs, size: file.size, profile };
    return profile;
  }

  return {
    chainId: readChainId,
    async profileStatus(address: Address): Promise<ProfileStatus> {
      const profile = await profileAddress();
      if (!profile) return 'not-deployed';
      const [, , , , , isActive] = await client.readContract({
        address: profile,
        abi: flaskProfileAbi,
        functionName: 'getUserProfile',
        args: [address],
      });
      return isActive ? 'active' : 'inactive';
    },
  } satisfies ProfileReader;
}
