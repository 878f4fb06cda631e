// A brand-new account per test, for flows that change an account for good (a registered profile,
// a claimed starter): its key is random, so tests never share state and a retry starts clean.
import { type DevnetTestClient, deployerAccount } from '@flaskswap/devnet';
import type { Manifest } from '@flaskswap/sdk';
import type { Page } from '@playwright/test';
import { type Address, erc20Abi, type Hex, isHex, parseEther } from 'viem';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { sendAs } from './chain.ts';
import { LOCAL_SIGNER_BINDING } from './injectedWallet.ts';

export const FRESH_ACCOUNT_BNB = parseEther('100');
export const FRESH_ACCOUNT_FLASK = parseEther('100');

export interface FundedAccount {
  address: Address;
  /** The viem account that signs what the wallet is asked to sign (personal_sign, typed data). */
  account: PrivateKeyAccount;
  /** Lets the injected wallet of `page` sign with this key (Playwright's exposeFunction). */
  exposeSigner(page: Page): Promise<void>;
}

/**
 * Creates and funds a fresh account: 100 BNB through `anvil_setBalance`, 100 FLASK from the
 * deployer; anvil impersonates it, so the injected wallet's eth_sendTransaction is signed by the
 * node as for the unlocked dev accounts. Anvil cannot sign messages for it: the page calls
 * `signLocally` (through `exposeSigner`) for those.
 */
export async function createFreshAccount(chain: DevnetTestClient, manifest: Manifest): Promise<FundedAccount> {
  const account = privateKeyToAccount(generatePrivateKey());
  const { address } = account;
  await chain.setBalance({ address, value: FRESH_ACCOUNT_BNB });
  await chain.impersonateAccount({ address });
  await sendAs(chain, deployerAccount.address, {
    address: manifest.tokens.FLASK as Address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [address, FRESH_ACCOUNT_FLASK],
  });
  return {
    address,
    account,
    async exposeSigner(page) {
      await page.exposeFunction(LOCAL_SIGNER_BINDING, (method: string, params: unknown[]) =>
        signLocally(account, method, params),
      );
    },
  };
}

/** Signs a wallet request the way MetaMask would for this key. */
export async function signLocally(account: PrivateKeyAccount, method: string, params: unknown[]): Promise<Hex> {
  if (method === 'personal_sign') {
    const [message, signer] = params as [string, string];
    assertSigner(account, signer);
    // personal_sign carries the message as hex bytes; a plain string is signed as its UTF-8 text.
    return account.signMessage({ message: isHex(message) ? { raw: message } : message });
  }
  if (method === 'eth_signTypedData_v4') {
    const [signer, json] = params as [string, string];
    assertSigner(account, signer);
    const typedData = typeof json === 'string' ? JSON.parse(json) : json;
    return account.signTypedData(typedData);
  }
  throw new Error(`signLocally: unsupported method ${method}`);
}

function assertSigner(account: PrivateKeyAccount, signer: string) {
  if (signer.toLowerCase() !== account.address.toLowerCase())
    throw new Error(`signLocally: asked to sign for ${signer}, this wallet is ${account.address}`);
}
