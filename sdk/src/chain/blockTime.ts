// Block times, spelled once. Two figures on purpose: the app turns block counts into durations
// (countdowns, APRs, a seeded sale's day) at BSC's classic 3 s a block, the rate SPEC.md's numbers
// are written for (10,512,000 blocks a year) and npm start's devnet mines at; placing past blocks
// on a time axis needs the chain's real rate instead (0.75 s on BSC since the Maxwell fork).

/** Seconds per block that every blocks-to-duration estimate assumes (SPEC.md's figures). */
export const BLOCK_SECONDS = 3;

/** Blocks in `seconds` at BLOCK_SECONDS a block (rounded down). */
export function blocksIn(seconds: number): bigint {
  return BigInt(Math.floor(seconds / BLOCK_SECONDS));
}

/** Seconds `blocks` take at BLOCK_SECONDS a block. */
export function blocksToSeconds(blocks: bigint): bigint {
  return blocks * BigInt(BLOCK_SECONDS);
}

/** The chain's measured seconds per block: BSC and its testnet 0.75 s, the e2e stack's devnet 1 s. */
const MEASURED_BLOCK_SECONDS: Record<number, number> = { 56: 0.75, 97: 0.75 };

export function measuredBlockSeconds(chainId: number): number {
  return MEASURED_BLOCK_SECONDS[chainId] ?? 1;
}
