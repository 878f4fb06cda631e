import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';

/** The two-step indicator under Approve and Swap: step 1 approve, step 2 swap. */
export function ApprovalSteps({ step }: { step: 1 | 2 }) {
  const { t } = useTranslation();
  const circle = (n: 1 | 2) => (
    <span
      className={cn(
        'grid size-6 place-items-center rounded-full text-xs font-bold',
        n <= step ? 'bg-primary text-on-accent' : 'bg-input text-muted',
      )}
      aria-current={n === step ? 'step' : undefined}
    >
      {n}
    </span>
  );
  return (
    <div
      className="flex items-center px-[22%]"
      role="img"
      aria-label={t('Step %step% of 2', { step })}
      data-testid="approval-steps"
      data-step={step}
    >
      {circle(1)}
      <span className={cn('h-0.5 flex-1', step === 2 ? 'bg-primary' : 'bg-input')} />
      {circle(2)}
    </div>
  );
}
