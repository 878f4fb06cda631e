// The hub's voting answers as the app uses them (docs/hub.md "Voting"): checked and
// converted at the boundary (hubVoting.ts), bigints for voting power.
import type { ProposalState } from '@flaskswap/sdk';
import type { Address, Hex } from 'viem';

export type ProposalType = 'core' | 'community';

export interface VotingSpace {
  id: string;
  name: string;
  chainId: number;
  admins: Address[];
  minVotingPower: bigint;
}

export interface Proposal {
  id: Hex;
  title: string;
  /** Markdown, rendered without raw HTML (components/Markdown.tsx). */
  body: string;
  choices: string[];
  /** Unix seconds. */
  start: number;
  end: number;
  snapshot: bigint;
  state: ProposalState;
  author: Address;
  type: ProposalType;
  created: number;
  votes: number;
}

export interface Vote {
  id: Hex;
  voter: Address;
  created: number;
  /** 1-based. */
  choice: number;
  votingPower: bigint;
  verificationHash: Hex;
}

/** Where voting power comes from (sdk votingPower): FLASK in the wallet, the vault, pool 0, the other FLASK pools, FLASK-BNB LP. */
export const POWER_SOURCES = ['wallet', 'vault', 'pool0', 'flaskPools', 'lp'] as const;
export type PowerSource = (typeof POWER_SOURCES)[number];

export interface VotingPowerAnswer {
  address: Address;
  block: bigint;
  total: bigint;
  sources: Record<PowerSource, bigint>;
  verificationHash: Hex;
}

/** The list's filters: the tab is the proposal state (Vote Now, Soon, Closed). */
export interface ProposalFilter {
  state: ProposalState;
  type: 'all' | ProposalType;
}
