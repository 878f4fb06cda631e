import { type ReactNode, useState } from 'react';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useAppStore } from '@/state/store.ts';
import { InfoIcon } from '@/ui/icons.tsx';
import { Modal } from '@/ui/Modal.tsx';
import { Switch } from '@/ui/Switch.tsx';
import { Tooltip } from '@/ui/Tooltip.tsx';
import { DeadlineSetting } from './DeadlineSetting.tsx';
import { ExpertModeConfirm } from './ExpertModeConfirm.tsx';
import { SlippageSetting } from './SlippageSetting.tsx';

export interface SettingsModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** SPEC.md "Dialogs": Settings with Transaction Settings and Interface Settings. */
export function SettingsModal({ open, onOpenChange }: SettingsModalProps) {
  const { t } = useTranslation();
  const [confirmingExpert, setConfirmingExpert] = useState(false);
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setConfirmingExpert(false);
  };
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={confirmingExpert ? t('Are you sure?') : t('Settings')}
      onBack={confirmingExpert ? () => setConfirmingExpert(false) : undefined}
      className="sm:w-[420px]! sm:max-w-[420px]!"
    >
      {confirmingExpert ? (
        <ExpertModeConfirm
          onConfirm={() => {
            useAppStore.getState().setExpertMode(true);
            setConfirmingExpert(false);
          }}
          onCancel={() => setConfirmingExpert(false)}
        />
      ) : (
        <SettingsForm onTurnOnExpertMode={() => setConfirmingExpert(true)} />
      )}
    </Modal>
  );
}

function SettingsForm({ onTurnOnExpertMode }: { onTurnOnExpertMode(): void }) {
  const { t } = useTranslation();
  const expertMode = useAppStore((state) => state.userExpertMode);
  const setExpertMode = useAppStore((state) => state.setExpertMode);
  const exactApprovals = useAppStore((state) => state.userExactApprovals);
  const setExactApprovals = useAppStore((state) => state.setExactApprovals);
  const singleHop = useAppStore((state) => state.userSingleHopOnly);
  const setSingleHop = useAppStore((state) => state.setSingleHopOnly);
  const audio = useAppStore((state) => state.audioPlay);
  const setAudio = useAppStore((state) => state.setAudioPlay);
  const isDark = useAppStore((state) => state.isDark);
  const setDark = useAppStore((state) => state.setDark);
  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-4" aria-labelledby="transaction-settings">
        <h3 id="transaction-settings" className="font-bold text-secondary">
          {t('Transaction Settings')}
        </h3>
        <SlippageSetting />
        <DeadlineSetting />
        <ToggleRow
          label={t('Exact amount approvals')}
          help={t('Approve only the amount each transaction spends, instead of an unlimited amount.')}
          checked={exactApprovals}
          onChange={setExactApprovals}
        />
      </section>
      <section className="flex flex-col gap-4" aria-labelledby="interface-settings">
        <h3 id="interface-settings" className="font-bold text-secondary">
          {t('Interface Settings')}
        </h3>
        <ToggleRow
          label={t('Expert Mode')}
          help={t('Bypasses confirmation modals and allows high slippage trades. Use at your own risk.')}
          checked={expertMode}
          onChange={(on) => (on ? onTurnOnExpertMode() : setExpertMode(false))}
        />
        <ToggleRow
          label={t('Disable Multihops')}
          help={t('Restricts swaps to direct pairs only.')}
          checked={singleHop}
          onChange={setSingleHop}
        />
        <ToggleRow label={t('Audio')} checked={audio} onChange={setAudio} />
        <ToggleRow label={t('Dark mode')} checked={isDark} onChange={setDark} />
      </section>
    </div>
  );
}

function ToggleRow({
  label,
  help,
  checked,
  onChange,
}: {
  label: string;
  help?: ReactNode;
  checked: boolean;
  onChange(on: boolean): void;
}) {
  return (
    <div className="flex items-center justify-between gap-4">
      <span className="flex items-center gap-1 text-sm font-semibold">
        {label}
        {help && (
          <Tooltip content={help}>
            <button
              type="button"
              aria-label={String(help)}
              className="grid place-items-center rounded-full text-muted focus-visible:outline-2 focus-visible:outline-primary"
            >
              <InfoIcon />
            </button>
          </Tooltip>
        )}
      </span>
      <Switch checked={checked} onCheckedChange={onChange} label={label} />
    </div>
  );
}
