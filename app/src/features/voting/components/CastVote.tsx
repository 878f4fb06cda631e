import { useState } from 'react';
import { ConnectWalletButton } from '@/features/wallet';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { MessageText } from '@/i18n/message.ts';
import { msg } from '@/i18n/message.ts';
import { Button } from '@/ui/Button.tsx';
import { cn } from '@/ui/cn.ts';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { usePendingAction } from '@/ui/usePendingAction.ts';
import { POWER_SOURCES, type PowerSource, type Proposal } from '../data/types.ts';
import { formatVotingPower } from '../logic/format.ts';
import type { VoteBlock } from '../logic/vote.ts';

/** SPEC.md's sources of voting power, as the hub breaks them down. */
const SOURCE_LABELS: Record<PowerSource, MessageText> = {
  wallet: msg('Wallet'),
  vault: msg('Vault'),
  pool0: msg('FLASK pool'),
  flaskPools: msg('Other pools'),
  lp: msg('FLASK-BNB LP'),
};

export function CastVote({
  proposal,
  power,
  sources,
  block,
  powerError,
  onVote,
}: {
  proposal: Proposal;
  power: bigint | undefined;
  sources: Record<PowerSource, bigint> | undefined;
  block: VoteBlock | undefined;
  powerError: string | undefined;
  onVote(choice: number): Promise<string | undefined>;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const [choice, setChoice] = useState<number>();
  const { pending: isVoting, run } = usePendingAction();
  const [hubError, setHubError] = useState<string>();
  const reason: Record<VoteBlock, string> = {
    disconnected: t('Connect your wallet to vote.'),
    pending: t('Voting has not started'),
    closed: t('Voting has ended'),
    voted: t('You already voted on this proposal'),
    noPower: t('You had no voting power at the snapshot block'),
    loading: '',
    powerError: powerError ?? t('Error fetching data'),
  };
  const vote = async () => {
    if (choice === undefined) return;
    const voted = await run(async () => ({ error: await onVote(choice) }));
    if (voted) setHubError(voted.error);
  };
  return (
    <section
      className="flex flex-col gap-4 rounded-3xl border border-border bg-card p-6"
      data-testid="cast-vote"
      data-block={block ?? 'none'}
    >
      <h2 className="text-xl font-bold">{t('Cast your vote')}</h2>
      <fieldset className="flex flex-col gap-2" disabled={block !== undefined || isVoting}>
        <legend className="sr-only">{t('Choices')}</legend>
        {proposal.choices.map((label, index) => {
          const value = index + 1;
          return (
            <label
              key={value}
              className={cn(
                'flex items-center gap-3 rounded-2xl border-2 p-3 focus-within:outline-2 focus-within:outline-primary',
                choice === value ? 'border-primary bg-primary/10' : 'border-border',
                block === undefined ? 'cursor-pointer' : 'cursor-not-allowed opacity-70',
              )}
            >
              <input
                type="radio"
                name="vote-choice"
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
                className="accent-primary"
              />
              <span className="break-words">{label}</span>
            </label>
          );
        })}
      </fieldset>
      <p className="text-sm">
        <span className="text-muted">{t('Your voting power')}: </span>
        <span className="font-semibold" data-testid="your-voting-power">
          {block === 'loading' ? (
            <Skeleton className="h-4 w-20" />
          ) : power === undefined ? (
            '-'
          ) : (
            `${formatVotingPower(power, locale)} FLASK`
          )}
        </span>
      </p>
      {sources && (
        <ul aria-label={t('Your voting power by source')} className="-mt-2 flex flex-col gap-1 text-sm">
          {POWER_SOURCES.map((source) => (
            <li key={source} data-source={source} className="flex justify-between gap-3">
              <span className="text-muted">{t(SOURCE_LABELS[source])}</span>
              <span>{`${formatVotingPower(sources[source], locale)} FLASK`}</span>
            </li>
          ))}
        </ul>
      )}
      {block === 'disconnected' ? (
        <ConnectWalletButton fullWidth />
      ) : (
        <Button fullWidth disabled={block !== undefined || choice === undefined} isLoading={isVoting} onClick={vote}>
          {t('Cast Vote')}
        </Button>
      )}
      {block !== undefined && reason[block] && (
        <p role="status" className="text-sm font-semibold text-muted" data-testid="vote-reason">
          {reason[block]}
        </p>
      )}
      {hubError && (
        <p role="alert" className="text-sm font-semibold text-danger" data-testid="vote-error">
          {hubError}
        </p>
      )}
    </section>
  );
}
