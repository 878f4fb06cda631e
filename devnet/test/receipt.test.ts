// The kit's receipt wait on a node that stops mining (port 8667 unless RECEIPT_TEST_PORT says
// otherwise): a stalled transaction is mined by hand; one that can never be mined fails with why.
import { parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployerAccount, playerAccounts } from '../src/accounts.ts';
import { type Anvil, startAnvil } from '../src/anvil.ts';
import { devnetChain } from '../src/chain.ts';
import { createDeployClient } from '../src/deploy/context.ts';
import { waitForDevnetReceipt } from '../src/kit/receipt.ts';

const PORT = Number(process.env.RECEIPT_TEST_PORT ?? 8667);
const recipient = playerAccounts[0]!.address;

let anvil: Anvil;
let client: ReturnType<typeof createDeployClient>;

beforeAll(async () => {
  anvil = await startAnvil({ port: PORT, chainId: 31337, blockTime: 0 });
  client = createDeployClient(anvil.rpcUrl, devnetChain(anvil.rpcUrl), deployerAccount);
  // A node that mines nothing on its own, as the stalled one did.
  await client.setAutomine(false);
});

afterAll(async () => {
  await anvil?.stop();
});

describe('waitForDevnetReceipt', () => {
  it('mines a block by hand when a transaction waits in the pool', async () => {
    const blockBefore = await client.getBlockNumber();
    const hash = await client.sendTransaction({ to: recipient, value: parseEther('1') });
    const receipt = await waitForDevnetReceipt(client, hash, { stallMs: 500 });
    expect(receipt.status).toBe('success');
    expect(receipt.blockNumber).toBe(blockBefore + 1n);
  });

  it('says why when the transaction can never be mined (a nonce gap)', async () => {
    const nonce = await client.getTransactionCount({ address: deployerAccount.address });
    const hash = await client.sendTransaction({ to: recipient, value: 1n, nonce: nonce + 5 });
    await expect(waitForDevnetReceipt(client, hash, { stallMs: 300 })).rejects.toThrow(
      `(nonce ${nonce + 5} from ${deployerAccount.address}) was not mined in 1.2 s, 3 blocks mined by hand included; the account's mined nonce is ${nonce}`,
    );
  });
});
