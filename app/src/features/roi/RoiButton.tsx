import { useState } from 'react';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { CalculatorIcon } from './CalculatorIcon.tsx';
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
        <CalculatorIcon />
      </button>
      {open && <RoiCalculatorModal {...props} aprPercent={aprPercent} open={open} onOpenChange={setOpen} />}
    </>
  );
}
