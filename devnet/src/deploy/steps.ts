import type { DeployContext } from './context.ts';

/**
 * One product area's deployment. `deploy` runs on every chain (devnet, testnet, mainnet);
 * `seed` runs only on the devnet, to make the playground look like a live exchange.
 */
export interface DeployStep {
  name: string;
  deploy(ctx: DeployContext): Promise<void>;
  seed?(ctx: DeployContext): Promise<void>;
  /**
   * Devnet only, after every seed and the market history: what must start from the chain's
   * present block (the live IFO sale), since the history mines about a thousand blocks.
   */
  seedLive?(ctx: DeployContext): Promise<void>;
}
