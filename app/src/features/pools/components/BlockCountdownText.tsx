import { useActiveChain } from '@/chain/activeChain.ts';
import { useBlockClock } from '@/chain/BlockClock.tsx';
import { explorerLink } from '@/chain/chains.ts';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { ExternalLink } from '@/ui/ExternalLink.tsx';
import { type BlockCountdown, blockCountdown } from '../logic/blockCountdown.ts';
import type { PoolView } from '../logic/poolViews.ts';

/** The pool's countdown at the current block; undefined for pools without a schedule. */
export function usePoolCountdown(pool: PoolView): BlockCountdown | undefined {
  const { currentBlock } = useBlockClock();
  if (pool.startBlock === undefined || pool.endBlock === undefined || currentBlock === undefined) return undefined;
  if (pool.isFinished) return { kind: 'finished' };
  return blockCountdown(pool.startBlock, pool.endBlock, BigInt(currentBlock));
}

/** '1,234 blocks', linked to the explorer's block countdown where the chain has an explorer. */
export function BlockCountdownText({ countdown }: { countdown: BlockCountdown | undefined }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { chain } = useActiveChain();
  if (!countdown || countdown.kind === 'finished') return <span>-</span>;
  const blocks = t('%blocks% blocks', {
    blocks: Number(countdown.blocks).toLocaleString(locale),
    count: Number(countdown.blocks),
  });
  const href = explorerLink(chain, { block: countdown.targetBlock });
  return (
    <span data-testid="pool-countdown">
      {href ? <ExternalLink href={href}>{blocks}</ExternalLink> : <span className="font-semibold">{blocks}</span>}
    </span>
  );
}
