import { useState } from 'react';
import { UsernameError, useUsernameCheck, useUsernameClaim } from '@/hub';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { AsyncButton } from '@/ui/AsyncButton.tsx';
import { Button } from '@/ui/Button.tsx';
import { FormError } from './FormError.tsx';
import { UsernameField } from './UsernameField.tsx';

/** 'Set username' for a registered profile without one: step 4's field and signature, no transaction. */
export function SetUsername() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const check = useUsernameCheck(name);
  const claim = useUsernameClaim();
  const [error, setError] = useState<UsernameError>();

  if (!open) {
    return (
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {t('Set username')}
      </Button>
    );
  }
  const save = async () => {
    setError(undefined);
    try {
      await claim.submit(await claim.sign(name));
      setOpen(false);
    } catch (failure) {
      setError(failure instanceof UsernameError ? failure : new UsernameError('Unable to verify username'));
    }
  };
  return (
    <div className="flex w-full max-w-sm flex-col gap-3">
      <UsernameField value={name} onChange={setName} check={check} />
      <FormError failure={error} />
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {t('Cancel')}
        </Button>
        <AsyncButton className="flex-1" onClick={save} disabled={check.status !== 'valid'}>
          {check.status === 'valid' ? t('Sign and save') : t('Choose a valid profile name')}
        </AsyncButton>
      </div>
    </div>
  );
}
