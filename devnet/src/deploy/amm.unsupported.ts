// The devnet's unsupported token: a real ERC-20 that the manifest's `unsupportedTokens` names, so
// the swap page's 'Unsupported Assets' notice can be reached on the devnet (the app's built-in
// unsupported list ships empty, as SPEC.md says).
import { testTokenAbi } from '@flaskswap/contracts';
import { parseUnits } from 'viem';
import { playerAccounts } from '../accounts.ts';
import { deployToken } from './amm.seed.ts';
import type { DeployContext } from './context.ts';

/** On no list of tokens offered, nor in the manifest's `tokens`: a user reaches it by its address. */
export const UNSUPPORTED_SEED_TOKEN = {
  symbol: 'UNSUP',
  name: 'Unsupported Test Token',
  decimals: 18,
  /** What each player account holds, in whole tokens. */
  perPlayer: 1_000,
} as const;

/** Devnet only: deploys the token, gives each player some, and lists it in `unsupportedTokens`. */
export async function seedUnsupportedToken(ctx: DeployContext): Promise<void> {
  const { perPlayer, ...info } = UNSUPPORTED_SEED_TOKEN;
  const address = await deployToken(ctx, info);
  const batch = ctx.batch();
  const amount = parseUnits(String(perPlayer), info.decimals);
  for (const player of playerAccounts) {
    await batch.write({ address, abi: testTokenAbi, functionName: 'mint', args: [player.address, amount] });
  }
  await batch.done();
  ctx.manifest.unsupportedTokens = [{ address, ...info }];
  ctx.log(`  ${info.symbol.padEnd(24)} ${address} (unsupported)`);
}
