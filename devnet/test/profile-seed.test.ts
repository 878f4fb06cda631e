// Profiles on a fresh devnet (port 8662 unless PROFILE_SEED_TEST_PORT says otherwise): the manifest
// section, the content files behind every link, the seeded profiles exactly as PROFILE_SEED_STORY
// exports them, a fresh account's whole path (starter, profile, achievement), and the seeded
// usernames at a hub.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  flaskCampaignAbi,
  flaskCollectibleFactoryAbi,
  flaskCollectiblesAbi,
  flaskProfileAbi,
  flaskStarterFactoryAbi,
} from '@flaskswap/contracts';
import { cidOf, contentDirFor } from '@flaskswap/hub/content';
import { startHub } from '@flaskswap/hub/service';
import { DEVNET_CHAIN_ID, type ManifestProfile, PROFILE_FEES } from '@flaskswap/sdk';
import { parseCollectibleMetadata } from '@flaskswap/sdk/collectibles';
import { parseManifest } from '@flaskswap/sdk/manifest';
import { type Address, createWalletClient, erc20Abi, type Hex, http, parseEther, zeroAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployerAccount, devnetAccounts } from '../src/accounts.ts';
import { COMPETITION_SEED_STORY } from '../src/deploy/competition.seed.ts';
import { CAMPAIGN_PLANS, TEAM_PLANS } from '../src/deploy/profile/catalogue.ts';
import { writeProfileContent } from '../src/deploy/profile/content.ts';
import { PROFILE_SEED_STORY, seedUsernames } from '../src/deploy/profile.seed.ts';
import { sendAndWait } from '../src/kit/receipt.ts';
import { startTestDevnet, type TestDevnet } from '../src/testDevnet.ts';

const PORT = Number(process.env.PROFILE_SEED_TEST_PORT ?? 8662);

let devnet: TestDevnet;
let deploymentsDir: string;
const contract = (name: string) => devnet.manifest.contracts[name] as Address;
const section = () => devnet.manifest.profile as ManifestProfile;
const contentDir = () => contentDirFor(deploymentsDir, DEVNET_CHAIN_ID);
const labPioneer = () =>
  section().campaigns.find((campaign) => campaign.campaignId === CAMPAIGN_PLANS.labPioneer.campaignId)!;

/** The stored file behind an ipfs:// link, checked against its CID. */
function content(link: string): Uint8Array {
  const cid = link.replace(/^ipfs:\/\//, '');
  const bytes = new Uint8Array(readFileSync(join(contentDir(), cid)));
  expect(cidOf(bytes)).toBe(cid);
  return bytes;
}
const text = (link: string) => new TextDecoder().decode(content(link));

const readProfile = (account: Address) =>
  devnet.client.readContract({
    address: contract('FlaskProfile'),
    abi: flaskProfileAbi,
    functionName: 'getUserProfile',
    args: [account],
  });

beforeAll(async () => {
  deploymentsDir = mkdtempSync(join(tmpdir(), 'flaskswap-profile-seed-'));
  devnet = await startTestDevnet(PORT, deploymentsDir);
}, 120_000);

afterAll(async () => {
  await devnet?.stop();
  rmSync(deploymentsDir, { recursive: true, force: true });
});

describe('profile deploy', () => {
  it('writes a profile section the schema accepts, with both collections and every contract', () => {
    const written = parseManifest(JSON.parse(readFileSync(join(deploymentsDir, `${DEVNET_CHAIN_ID}.json`), 'utf8')));
    expect(written.profile).toEqual(section());
    expect(section().collections).toEqual([
      { address: contract('FlaskBunnies'), name: 'Flask Bunnies', type: 'bunnies', symbol: 'FBUN' },
      { address: contract('FlaskAlchemists'), name: 'Flask Alchemists', type: 'alchemists', symbol: 'FALC' },
    ]);
    for (const name of ['FlaskProfile', 'FlaskStarterFactory', 'FlaskCollectibleFactory']) {
      expect(contract(name)).toMatch(/^0x/);
    }
    expect(
      section()
        .campaigns.map((campaign) => campaign.type)
        .sort(),
    ).toEqual(['ifo', 'participation', 'teambattle', 'teambattle']); // the last: the competition's
  });

  it('adds the teams, the last one not joinable, each with a description and an image', async () => {
    const profile = contract('FlaskProfile');
    const count = await devnet.client.readContract({
      address: profile,
      abi: flaskProfileAbi,
      functionName: 'numberTeams',
    });
    expect(count).toBe(BigInt(TEAM_PLANS.length));
    expect(TEAM_PLANS.length).toBeGreaterThanOrEqual(3);
    for (const plan of TEAM_PLANS) {
      const [name, description, numberUsers, numberPoints, joinable] = await devnet.client.readContract({
        address: profile,
        abi: flaskProfileAbi,
        functionName: 'getTeamProfile',
        args: [BigInt(plan.id)],
      });
      const seeded = PROFILE_SEED_STORY.teams.find((team) => team.id === plan.id)!;
      expect({ name, joinable, numberUsers: Number(numberUsers), numberPoints: Number(numberPoints) }).toEqual({
        name: plan.name,
        joinable: plan.joinable,
        // The trading competition's traders have profiles too (competition.seed.ts).
        numberUsers:
          seeded.numberUsers + COMPETITION_SEED_STORY.traders.filter((trader) => trader.teamId === plan.id).length,
        numberPoints: seeded.numberPoints,
      });
      expect(description.length).toBeGreaterThan(0);
      const team = section().teams.find((entry) => entry.id === plan.id)!;
      expect(text(team.image)).toMatch(/^<svg /);
      for (const image of Object.values(team.images!)) expect(text(image)).toMatch(/^<svg /);
    }
    expect(TEAM_PLANS.filter((plan) => !plan.joinable)).toHaveLength(1);
  });

  it('links every collectible to metadata that matches its CID, its design and images that exist', async () => {
    const largeImages = new Set<string>();
    for (const collectible of section().collectibles) {
      const metadata = parseCollectibleMetadata(JSON.parse(text(collectible.tokenURI)));
      expect(metadata, collectible.identifier).not.toBeNull();
      const collection = section().collections.find((entry) => entry.address === collectible.collection)!;
      expect(metadata).toMatchObject({
        identifier: collectible.identifier,
        bunnyId: collectible.bunnyId,
        collection: collection.type,
      });
      for (const image of Object.values(metadata!.images))
        expect(text(image!)).toMatch(/^<svg [^>]*viewBox="0 0 100 100"/);
      largeImages.add(metadata!.images.lg);
      const bunnyName = await devnet.client.readContract({
        address: collectible.collection,
        abi: flaskCollectiblesAbi,
        functionName: 'getBunnyName',
        args: [collectible.bunnyId],
      });
      expect(bunnyName).toBe(metadata!.name);
    }
    expect(largeImages.size).toBe(section().collectibles.length);
    for (const campaign of section().campaigns) expect(text(campaign.badge)).toMatch(/^<svg /);
  });

  it('gives the factories and campaigns the manifest’s tokenURIs', async () => {
    const read = devnet.client.readContract;
    for (const collectible of section().collectibles) {
      if (collectible.source === 'starter') {
        const uri = await read({
          address: contract('FlaskStarterFactory'),
          abi: flaskStarterFactoryAbi,
          functionName: 'starterTokenURI',
          args: [collectible.bunnyId],
        });
        expect(uri).toBe(collectible.tokenURI);
      } else if (collectible.source === 'factory') {
        const [uri, , , isActive] = await read({
          address: contract('FlaskCollectibleFactory'),
          abi: flaskCollectibleFactoryAbi,
          functionName: 'collectibles',
          args: [collectible.bunnyId],
        });
        expect({ uri, isActive }).toEqual({ uri: collectible.tokenURI, isActive: true });
      } else {
        const campaign = collectible.campaign!;
        expect(await read({ address: campaign, abi: flaskCampaignAbi, functionName: 'tokenURI' })).toBe(
          collectible.tokenURI,
        );
        expect(await read({ address: campaign, abi: flaskCampaignAbi, functionName: 'bunnyId' })).toBe(
          collectible.bunnyId,
        );
      }
    }
  });

  it('writes the same files on every run, so the links never change', async () => {
    const again = mkdtempSync(join(tmpdir(), 'flaskswap-profile-content-'));
    try {
      const rewritten = await writeProfileContent(again);
      const uris = section().collectibles.map((collectible) => collectible.tokenURI);
      expect(uris.every((uri) => [...rewritten.tokenURIs.values()].includes(uri))).toBe(true);
      expect(section().teams.map((team) => team.image)).toEqual(
        TEAM_PLANS.map((team) => rewritten.teamImages.get(team.id)!.lg),
      );
    } finally {
      rmSync(again, { recursive: true, force: true });
    }
  });
});

describe('profile seed', () => {
  it('registers the story’s members: team, points, achievements, the picture held by the registry', async () => {
    const profile = contract('FlaskProfile');
    const bunnies = contract('FlaskBunnies');
    expect(PROFILE_SEED_STORY.members.map((member) => member.mnemonicIndex)).toEqual([13, 14, 15, 16, 17]);
    for (const member of PROFILE_SEED_STORY.members) {
      const [userId, points, teamId, nftAddress, tokenId, isActive] = await readProfile(member.account);
      expect(userId).toBeGreaterThan(0n);
      expect({ points: Number(points), teamId: Number(teamId), isActive }).toEqual({
        points: member.points,
        teamId: member.teamId,
        isActive: !member.paused,
      });
      const read = devnet.client.readContract;
      const bunnyBalance = await read({
        address: bunnies,
        abi: flaskCollectiblesAbi,
        functionName: 'balanceOf',
        args: [member.account],
      });
      const badges = member.claimed.filter((key) => 'design' in CAMPAIGN_PLANS[key]).length;
      // A paused profile's picture is back in its wallet (no badges in this story: its only token).
      const picture = member.paused
        ? await read({
            address: bunnies,
            abi: flaskCollectiblesAbi,
            functionName: 'tokenOfOwnerByIndex',
            args: [member.account, 0n],
          })
        : tokenId;
      expect(nftAddress).toBe(member.paused ? zeroAddress : bunnies);
      expect(bunnyBalance).toBe(BigInt(badges + (member.paused ? 1 : 0)));
      const holder = await read({
        address: bunnies,
        abi: flaskCollectiblesAbi,
        functionName: 'ownerOf',
        args: [picture],
      });
      expect(holder).toBe(member.paused ? member.account : profile);
      expect(
        await read({ address: bunnies, abi: flaskCollectiblesAbi, functionName: 'getBunnyId', args: [picture] }),
      ).toBe(member.starterBunnyId);
      for (const key of Object.keys(CAMPAIGN_PLANS) as (keyof typeof CAMPAIGN_PLANS)[]) {
        const achieved = await devnet.client.readContract({
          address: profile,
          abi: flaskProfileAbi,
          functionName: 'hasAchievement',
          args: [member.account, BigInt(CAMPAIGN_PLANS[key].campaignId)],
        });
        expect(achieved, `${member.mnemonicIndex} ${key}`).toBe(member.claimed.includes(key));
      }
      const alchemists = await devnet.client.readContract({
        address: contract('FlaskAlchemists'),
        abi: flaskCollectiblesAbi,
        functionName: 'balanceOf',
        args: [member.account],
      });
      expect(alchemists).toBe(BigInt(member.alchemists.length));
    }
    expect(PROFILE_SEED_STORY.members.filter((member) => member.paused)).toHaveLength(1);
    expect(new Set(PROFILE_SEED_STORY.members.map((member) => member.points)).size).toBeGreaterThan(2);
  });

  it('leaves the app’s and the tests’ accounts (#1-#9) unregistered', async () => {
    for (const account of devnetAccounts.slice(1)) {
      const [userId] = await readProfile(account.address);
      expect(userId).toBe(0n);
    }
  });

  it('lets a fresh account mint a starter, register and claim Lab Pioneer', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const wallet = createWalletClient({ account, chain: devnet.chain, transport: http(devnet.anvil.rpcUrl) });
    const confirm = async (sent: Promise<Hex>) => {
      await sendAndWait(devnet.client, sent);
    };
    await devnet.client.setBalance({ address: account.address, value: parseEther('100') });
    const deployer = createWalletClient({
      account: deployerAccount,
      chain: devnet.chain,
      transport: http(devnet.anvil.rpcUrl),
    });
    const flask = devnet.manifest.tokens.FLASK as Address;
    await confirm(
      deployer.writeContract({
        address: flask,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [account.address, parseEther('20')],
      }),
    );
    const balance = () =>
      devnet.client.readContract({ address: flask, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] });
    const supply = () => devnet.client.readContract({ address: flask, abi: erc20Abi, functionName: 'totalSupply' });
    const bunnies = contract('FlaskBunnies');
    const profile = contract('FlaskProfile');
    const starterFactory = contract('FlaskStarterFactory');

    await confirm(
      wallet.writeContract({
        address: flask,
        abi: erc20Abi,
        functionName: 'approve',
        args: [starterFactory, PROFILE_FEES.starter],
      }),
    );
    await confirm(
      wallet.writeContract({
        address: starterFactory,
        abi: flaskStarterFactoryAbi,
        functionName: 'mintNFT',
        args: [2],
      }),
    );
    expect(await balance()).toBe(parseEther('15'));
    const tokenId = await devnet.client.readContract({
      address: bunnies,
      abi: flaskCollectiblesAbi,
      functionName: 'tokenOfOwnerByIndex',
      args: [account.address, 0n],
    });

    const supplyBefore = await supply();
    await confirm(
      wallet.writeContract({
        address: flask,
        abi: erc20Abi,
        functionName: 'approve',
        args: [profile, PROFILE_FEES.register],
      }),
    );
    await confirm(
      wallet.writeContract({
        address: bunnies,
        abi: flaskCollectiblesAbi,
        functionName: 'approve',
        args: [profile, tokenId],
      }),
    );
    await confirm(
      wallet.writeContract({
        address: profile,
        abi: flaskProfileAbi,
        functionName: 'createProfile',
        args: [1n, bunnies, tokenId],
      }),
    );
    expect(await balance()).toBe(parseEther('10'));
    expect(supplyBefore - (await supply())).toBe(PROFILE_FEES.register);
    const [, points, teamId, , heldTokenId, isActive] = await readProfile(account.address);
    expect({ points, teamId, heldTokenId, isActive }).toEqual({
      points: 0n,
      teamId: 1n,
      heldTokenId: tokenId,
      isActive: true,
    });

    const campaign = labPioneer().address;
    expect(
      await devnet.client.readContract({
        address: campaign,
        abi: flaskCampaignAbi,
        functionName: 'canClaim',
        args: [account.address],
      }),
    ).toBe(true);
    await confirm(wallet.writeContract({ address: campaign, abi: flaskCampaignAbi, functionName: 'mintNFT' }));
    expect((await readProfile(account.address))[1]).toBe(50n);
    expect(
      await devnet.client.readContract({
        address: bunnies,
        abi: flaskCollectiblesAbi,
        functionName: 'balanceOf',
        args: [account.address],
      }),
    ).toBe(1n);
    const badgeId = await devnet.client.readContract({
      address: bunnies,
      abi: flaskCollectiblesAbi,
      functionName: 'tokenOfOwnerByIndex',
      args: [account.address, 0n],
    });
    const badge = section().collectibles.find((collectible) => collectible.campaign === campaign)!;
    expect(
      await devnet.client.readContract({
        address: bunnies,
        abi: flaskCollectiblesAbi,
        functionName: 'tokenURI',
        args: [badgeId],
      }),
    ).toBe(badge.tokenURI);
    expect(
      await devnet.client.readContract({
        address: campaign,
        abi: flaskCampaignAbi,
        functionName: 'canClaim',
        args: [account.address],
      }),
    ).toBe(false);
  });
});

describe('seeded usernames', () => {
  it('sets every active member’s name at the hub once, signed with its key', async () => {
    const hub = await startHub({ port: 0, rpcUrl: devnet.anvil.rpcUrl, deploymentsDir });
    try {
      const named = PROFILE_SEED_STORY.members.filter((member) => member.username && !member.paused);
      expect(await seedUsernames(hub.url)).toEqual(named.map((member) => member.username));
      for (const member of named) {
        const response = await fetch(`${hub.url}/api/users/${member.account}`);
        expect(await response.json()).toMatchObject({ username: member.username });
      }
      expect(await seedUsernames(hub.url)).toEqual([]);
    } finally {
      await hub.stop();
    }
  });
});
