import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Tooltip } from '@/ui/Tooltip.tsx';

/** A focusable question mark that explains the row it sits in. */
export function HelpTooltip({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Tooltip content={children}>
      <button
        type="button"
        aria-label={t('More information')}
        className="grid size-4 place-items-center rounded-full border border-muted text-[10px] leading-none text-muted focus-visible:outline-2 focus-visible:outline-primary"
      >
        ?
      </button>
    </Tooltip>
  );
}
