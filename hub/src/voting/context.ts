// What every voting operation needs: the database, the chain, the power reader and the space's rules.
import type { Address } from 'viem';
import type { ChainConnection } from '../chain.ts';
import type { HubDatabase } from '../db/client.ts';
import type { VotingPowerReader } from './votingPowerReader.ts';

/** 10 FLASK: what a community proposal's author needs at the snapshot (HUB_MIN_VOTING_POWER). */
export const DEFAULT_MIN_VOTING_POWER = 10n ** 19n;

export interface VotingOptions {
  /** Publish core proposals, with no minimum voting power. */
  admins?: Address[];
  /** Wei of voting power a community proposal's author needs at its snapshot. */
  minVotingPower?: bigint;
}

export interface VotingContext {
  db: HubDatabase;
  chain: ChainConnection;
  power: VotingPowerReader;
  /** Lowercase. */
  admins: ReadonlySet<string>;
  minVotingPower: bigint;
}

/** Per call: the hub's clock (unix seconds, overridable to replay history) and the per-address limiter. */
export interface SubmitOptions {
  now: number;
  /** Called once the signature is verified and the message is new; throws a 429 when the address is over its limit. */
  limitAddress?: (address: Address) => void;
}
