import { type DevnetTestClient, devnetAccounts, devnetChain, devnetTestClient } from '@flaskswap/devnet';
import { DEVNET_CHAIN_ID, type Manifest } from '@flaskswap/sdk';
import { test as base, expect, type Page } from '@playwright/test';
import type { Address } from 'viem';
import { POLLING_MS, RPC_URL, runManifest } from './env.ts';
import { createFreshAccount, type FundedAccount } from './freshAccount.ts';
import { type InjectedWalletOptions, installInjectedWallet } from './injectedWallet.ts';

/** Accounts #2-#4 for worker 0, #5-#7 for worker 1 (#1 is the app's local test wallet, #9 is blocklisted). */
const ACCOUNTS_PER_WORKER = 3;
const FIRST_E2E_ACCOUNT = 2;

export class TestWallet {
  constructor(
    readonly page: Page,
    public address: Address,
  ) {}

  /** Installs the wallet into every page load of this test. Call before the first goto. */
  async install(overrides: Partial<InjectedWalletOptions> = {}) {
    const options: InjectedWalletOptions = {
      rpcUrl: RPC_URL,
      address: this.address,
      chainId: DEVNET_CHAIN_ID,
      knownChainIds: [DEVNET_CHAIN_ID],
      ...overrides,
    };
    if (overrides.address) this.address = overrides.address as Address;
    await this.page.addInitScript(installInjectedWallet, options);
  }

  /** The next wallet request with this method fails as if the user pressed Reject (code 4001). */
  async rejectNext(method: string) {
    await this.page.evaluate((m) => {
      (window as unknown as { __e2eWallet: { rejectNext: string[] } }).__e2eWallet.rejectNext.push(m);
    }, method);
  }

  /** From now on this wallet does not know eth_signTypedData_v4, as some wallets do (error 4200). */
  async cannotSignTypedData() {
    await this.page.evaluate(() => {
      const provider = (window as unknown as { ethereum: { request(args: { method: string }): Promise<unknown> } })
        .ethereum;
      const forward = provider.request.bind(provider);
      provider.request = async (args) => {
        if (args.method === 'eth_signTypedData_v4') {
          throw Object.assign(new Error('The method eth_signTypedData_v4 is not supported.'), { code: 4200 });
        }
        return forward(args);
      };
    });
  }

  async state<T = Record<string, unknown>>(): Promise<T> {
    return this.page.evaluate(() => (window as unknown as { __e2eWallet: unknown }).__e2eWallet) as Promise<T>;
  }

  /** Where most flows start: the wallet installed, `path` opened and the wallet connected. */
  async openConnected(path: string) {
    await this.install();
    await this.page.goto(path);
    await this.connect();
  }

  /** Connects through the app's own dialog, as a user would. */
  async connect() {
    await this.page.getByRole('button', { name: 'Connect Wallet' }).first().click();
    await this.page.getByRole('button', { name: 'E2E Wallet' }).click();
    await expect(this.page.getByTestId('account-button')).toBeVisible();
  }
}

/** A new funded account for this test alone (support/freshAccount.ts). */
export interface FreshAccount extends FundedAccount {
  /** Lets `page`'s wallet sign with the account and returns its TestWallet (then `openConnected` as usual). */
  install(page: Page): Promise<TestWallet>;
}

export const test = base.extend<
  {
    wallet: TestWallet;
    freshAccount: FreshAccount;
    chain: DevnetTestClient;
    manifest: Manifest;
    browserLog: undefined;
  },
  { accounts: Address[] }
>({
  // A failed test's browser console goes into the report and the CI log: the screenshot and trace
  // do not show why a transaction failed, the app's console.error does.
  browserLog: [
    async ({ page }, use, testInfo) => {
      const lines: string[] = [];
      page.on('console', (message) => lines.push(`[${message.type()}] ${message.text()}`));
      page.on('pageerror', (error) => lines.push(`[pageerror] ${error.message}`));
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus || lines.length === 0) return;
      await testInfo.attach('browser console', { body: lines.join('\n'), contentType: 'text/plain' });
      console.log(`browser console of "${testInfo.title}" (last 40 lines):\n${lines.slice(-40).join('\n')}`);
    },
    { auto: true },
  ],
  accounts: [
    async ({}, use, workerInfo) => {
      const first = FIRST_E2E_ACCOUNT + workerInfo.parallelIndex * ACCOUNTS_PER_WORKER;
      await use(devnetAccounts.slice(first, first + ACCOUNTS_PER_WORKER).map((account) => account.address));
    },
    { scope: 'worker' },
  ],
  wallet: async ({ page, accounts }, use) => {
    await use(new TestWallet(page, accounts[0]!));
  },
  freshAccount: async ({ chain, manifest }, use) => {
    const funded = await createFreshAccount(chain, manifest);
    await use({
      ...funded,
      async install(page) {
        await funded.exposeSigner(page);
        return new TestWallet(page, funded.address);
      },
    });
  },
  chain: async ({}, use) => {
    // 30 s, not 10: mining hundreds of blocks at once can be slow on a busy machine.
    await use(devnetTestClient(RPC_URL, devnetChain(RPC_URL), { timeout: 30_000, pollingInterval: POLLING_MS }));
  },
  manifest: async ({}, use) => {
    await use(runManifest());
  },
});

export { expect };
