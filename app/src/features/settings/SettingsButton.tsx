import { useState } from 'react';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useAppStore } from '@/state/store.ts';
import { SettingsIcon } from '@/ui/icons.tsx';
import { SettingsModal } from './SettingsModal.tsx';

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
      <SettingsModal open={open} onOpenChange={setOpen} />
    </>
  );
}
