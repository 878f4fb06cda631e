// Moving a devnet along: blocks (mineTo) and time (passTime), through anvil's test actions.
import type { TestActions } from 'viem';

type BlockClient = Pick<TestActions, 'mine'> & { getBlockNumber(args?: { cacheTime?: number }): Promise<bigint> };

/** Mines up to `block` when the chain is behind it (block numbers move, time does not). */
export async function mineTo(client: BlockClient, block: bigint): Promise<void> {
  const head = await client.getBlockNumber({ cacheTime: 0 });
  if (block > head) await client.mine({ blocks: Number(block - head) });
}

/** Moves the chain's clock `seconds` forward and mines a block at that time. */
export async function passTime(client: Pick<TestActions, 'increaseTime' | 'mine'>, seconds: number | bigint) {
  await client.increaseTime({ seconds: Number(seconds) });
  await client.mine({ blocks: 1 });
}
