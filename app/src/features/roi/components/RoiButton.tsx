import { useState } from 'react';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Icon } from '@/ui/icons.tsx';
import { RoiCalculatorModal, type RoiCalculatorProps } from './RoiCalculatorModal.tsx';

/** The calculator icon next to an APR; opens the ROI modal. Hidden while the APR is unknown. */
export function RoiButton(
  props: Omit<RoiCalculatorProps, 'open' | 'onOpenChange' | 'aprPercent'> & { aprPercent: number | null | undefined },
) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { aprPercent } = props;
  if (aprPercent === null || aprPercent === undefined || !Number.isFinite(aprPercent)) return null;
  return (
    <>
      <button
        type="button"
        aria-label={t('Open the ROI calculator')}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
        className="rounded-md p-0.5 text-primary hover:bg-input focus-visible:outline-2 focus-visible:outline-primary"
      >
        <Icon width="18" height="18">
          <rect x="5" y="3" width="14" height="18" rx="2" />
          <path d="M8 7h8M8 11h.01M12 11h.01M16 11h.01M8 15h.01M12 15h.01M16 15v3M8 18h.01M12 18h.01" />
        </Icon>
      </button>
      {open && <RoiCalculatorModal {...props} aprPercent={aprPercent} open={open} onOpenChange={setOpen} />}
    </>
  );
}
