// Helpers of the auction spec: short auctions on the manifest's FlaskFarmAuction (the e2e stack's
// seed leaves auction #1 closed and none open), bids sent from devnet accounts, the chain's view of
// a bid, and the page's bid modal.
import { flaskFarmAuctionAbi } from '@flaskswap/contracts';
import {
  closeTestAuction,
  type DevnetTestClient,
  mineToPublicClose,
  startTestAuction,
  type TestAuctionOptions,
} from '@flaskswap/devnet';
import type { Manifest } from '@flaskswap/sdk';
import { expect, type Page } from '@playwright/test';
import { type Address, erc20Abi, parseEther } from 'viem';
import { sendAs } from './chain.ts';
import { RPC_URL } from './env.ts';

/** The manifest's auction contract (the app reads that one). */
/**
 * Bids of whole FLASK: a first bid of at least 10, then multiples of 1; one farm to win. Long enough
 * for the page's steps: specs on the other worker mine blocks too.
 */
export const TEST_AUCTION_TERMS = {
  initialBid: parseEther('10'),
  increment: parseEther('1'),
  leaderboard: 1,
  length: 250,
};

export function auctionAddress(manifest: Manifest): Address {
  const address = manifest.auction?.address;
  if (!address) throw new Error('The manifest has no auction section');
  return address as Address;
}

/** The newest auction's id and whether it is closed. */
async function latestAuction(chain: DevnetTestClient, manifest: Manifest) {
  const address = auctionAddress(manifest);
  const id = await chain.readContract({ address, abi: flaskFarmAuctionAbi, functionName: 'currentAuctionId' });
  if (id === 0n) return { id, closed: true };
  const [status] = await chain.readContract({
    address,
    abi: flaskFarmAuctionAbi,
    functionName: 'auctions',
    args: [id],
  });
  return { id, closed: status === 2 };
}

/**
 * Starts a short auction on the manifest's contract (devnet's startTestAuction, which mines to its
 * start), after closing one a failed attempt may have left open: a retry starts clean.
 */
export async function startAuctionForTest(
  chain: DevnetTestClient,
  manifest: Manifest,
  options: Omit<TestAuctionOptions, 'rpcUrl' | 'manifest'>,
) {
  if (!(await latestAuction(chain, manifest)).closed) await closeTestAuction({ rpcUrl: RPC_URL, manifest });
  return startTestAuction({ rpcUrl: RPC_URL, manifest, ...options });
}

/** Mines past the auction's end and closes it (winners set, their bids burned). */
export function closeAuctionForTest(manifest: Manifest) {
  return closeTestAuction({ rpcUrl: RPC_URL, manifest });
}

/** Mines (the clock stays) until anyone may close the current auction. */
export function mineToPublicCloseForTest(manifest: Manifest) {
  return mineToPublicClose({ rpcUrl: RPC_URL, manifest });
}

/** A bid sent from an unlocked (or impersonated) account: approve FLASK, then bid. */
export async function bidAs(chain: DevnetTestClient, manifest: Manifest, account: Address, amount: bigint) {
  const auction = auctionAddress(manifest);
  await sendAs(chain, account, {
    address: manifest.tokens.FLASK as Address,
    abi: erc20Abi,
    functionName: 'approve',
    args: [auction, amount],
  });
  await sendAs(chain, account, { address: auction, abi: flaskFarmAuctionAbi, functionName: 'bid', args: [amount] });
}

/** The chain's view of a bidder in one auction. */
export async function readBid(chain: DevnetTestClient, manifest: Manifest, auctionId: bigint, bidder: Address) {
  const [amount, claimed, won] = await chain.readContract({
    address: auctionAddress(manifest),
    abi: flaskFarmAuctionAbi,
    functionName: 'bidOf',
    args: [auctionId, bidder],
  });
  return { amount, claimed, won };
}

/** Opens the bid modal from the account's panel. */
export async function openBidModal(page: Page) {
  await page.getByTestId('auction-bid-open').click();
  const modal = page.getByTestId('auction-bid-modal');
  await expect(modal).toBeVisible();
  return modal;
}

/** Adds `amount` (FLASK text) to the account's bid through the app: Enable when asked, then Place / Increase bid. */
export async function bidThroughApp(page: Page, amount: string) {
  const modal = await openBidModal(page);
  await modal.getByRole('textbox').fill(amount);
  const confirm = modal.getByTestId('auction-bid-confirm');
  await expect(confirm).toBeEnabled();
  if ((await confirm.textContent())?.includes('Enable')) {
    await confirm.click();
    await expect(confirm).toHaveText(/^(Place bid|Increase bid)$/);
  }
  await confirm.click();
  await expect(modal).toBeHidden();
}
