// The profile's writes as requests for the one pipeline (chain/tx), checked against the ABIs here.
import { flaskCampaignAbi, flaskCollectiblesAbi, flaskProfileAbi, flaskStarterFactoryAbi } from '@flaskswap/contracts';
import type { Address } from 'viem';
import { approveRequest } from '@/chain/approveRequest.ts';
import { writeRequest } from '@/chain/tx/request.ts';
import type { LanguageContextValue } from '@/i18n/LanguageProvider.tsx';

type Translate = LanguageContextValue['t'];

/** The exact amount a fee or price pulls: the allowance is no larger than what is spent. */
export const approveFlask = (t: Translate, flask: Address, spender: Address, amount: bigint) =>
  approveRequest({ t, token: flask, spender, amount, symbol: 'FLASK' });

export const approveCollectible = (t: Translate, collection: Address, spender: Address, tokenId: bigint) =>
  writeRequest({
    address: collection,
    abi: flaskCollectiblesAbi,
    functionName: 'approve',
    args: [spender, tokenId],
    summary: t('Approve collectible #%id% for your profile', { id: tokenId.toString() }),
  });

export const mintStarter = (t: Translate, factory: Address, bunnyId: number) =>
  writeRequest({
    address: factory,
    abi: flaskStarterFactoryAbi,
    functionName: 'mintNFT',
    args: [bunnyId],
    summary: t('Get a starter collectible'),
  });

export const createProfile = (t: Translate, profile: Address, teamId: number, collection: Address, tokenId: bigint) =>
  writeRequest({
    address: profile,
    abi: flaskProfileAbi,
    functionName: 'createProfile',
    args: [BigInt(teamId), collection, tokenId],
    summary: t('Create your profile'),
  });

export const pauseProfile = (t: Translate, profile: Address) =>
  writeRequest({
    address: profile,
    abi: flaskProfileAbi,
    functionName: 'pauseProfile',
    summary: t('Pause your profile'),
  });

export const reactivateProfile = (t: Translate, profile: Address, collection: Address, tokenId: bigint) =>
  writeRequest({
    address: profile,
    abi: flaskProfileAbi,
    functionName: 'reactivateProfile',
    args: [collection, tokenId],
    summary: t('Reactivate your profile'),
  });

export const updateProfile = (t: Translate, profile: Address, collection: Address, tokenId: bigint) =>
  writeRequest({
    address: profile,
    abi: flaskProfileAbi,
    functionName: 'updateProfile',
    args: [collection, tokenId],
    summary: t('Change your profile picture'),
  });

export const claimAchievement = (t: Translate, campaign: Address, title: string) =>
  writeRequest({
    address: campaign,
    abi: flaskCampaignAbi,
    functionName: 'mintNFT',
    summary: t('Claim %title%', { title }),
  });
