/** SPEC.md section 4 "Pool countdown": 'Starts in' before the start block, then 'Ends in'. */
export type BlockCountdown =
  | { kind: 'startsIn'; blocks: bigint; targetBlock: bigint }
  | { kind: 'endsIn'; blocks: bigint; targetBlock: bigint }
  | { kind: 'finished' };

export function blockCountdown(startBlock: bigint, endBlock: bigint, currentBlock: bigint): BlockCountdown {
  if (currentBlock < startBlock)
    return { kind: 'startsIn', blocks: startBlock - currentBlock, targetBlock: startBlock };
  if (currentBlock < endBlock) return { kind: 'endsIn', blocks: endBlock - currentBlock, targetBlock: endBlock };
  return { kind: 'finished' };
}
