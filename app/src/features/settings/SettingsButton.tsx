import { lazy, useState } from 'react';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useAppStore } from '@/state/store.ts';
import { SettingsIcon } from '@/ui/icons.tsx';
import { MountWhenShown } from '@/ui/MountWhenShown.tsx';

// The modal (slippage, deadline, expert mode…) loads on the first click on the gear, not with
// the page; once loaded it stays mounted so closing it behaves like every other modal.
const SettingsModal = lazy(() =>
  import('./SettingsModal.tsx').then(({ SettingsModal }) => ({ default: SettingsModal })),
);

/** The gear in a page header; a dot marks expert mode being on. */
export function SettingsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const expertMode = useAppStore((state) => state.userExpertMode);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('Settings')}
        title={t('Settings')}
        data-testid="settings-button"
        className="relative grid size-10 place-items-center rounded-xl text-lg text-muted hover:bg-input hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
      >
        <SettingsIcon />
        {expertMode && <span className="absolute top-1.5 end-1.5 size-2 rounded-full bg-danger" />}
      </button>
      <MountWhenShown shown={open}>
        <SettingsModal open={open} onOpenChange={setOpen} />
      </MountWhenShown>
    </>
  );
}
