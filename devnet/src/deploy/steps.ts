import type { DeployContext } from './context.ts';

/** What the devnet seeds leave running; the defaults are `npm start`'s playground. */
export interface SeedOptions {
  /** The trading competition is moved to Open (default); false leaves it in Registration (the e2e stack). */
  openCompetition?: boolean;
  /** The farm auction's second auction is started (default); false leaves none open (the e2e stack). */
  openAuction?: boolean;
}

/**
 * One product area's deployment. `deploy` runs on every chain (devnet, testnet, mainnet);
 * `seed` runs only on the devnet, to make the playground look like a live exchange.
 */
export interface DeployStep {
  name: string;
  deploy(ctx: DeployContext): Promise<void>;
  seed?(ctx: DeployContext, options: SeedOptions): Promise<void>;
  /**
   * Devnet only, after every seed and the market history: what must start from the chain's
   * present block (the live IFO sale), since the history mines about a thousand blocks.
   */
  seedLive?(ctx: DeployContext, options: SeedOptions): Promise<void>;
}
