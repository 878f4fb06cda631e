import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button, type ButtonProps } from '@/ui/Button.tsx';
import { useWalletModal } from './walletModalStore.ts';

/** 'Connect Wallet' (or 'Unlock Wallet') opens the connect dialog. */
export function ConnectWalletButton({
  label = 'Connect Wallet',
  ...props
}: Omit<ButtonProps, 'onClick' | 'children'> & { label?: 'Connect Wallet' | 'Unlock Wallet' }) {
  const { t } = useTranslation();
  const setOpen = useWalletModal((state) => state.setOpen);
  return (
    <Button onClick={() => setOpen(true)} {...props}>
      {label === 'Unlock Wallet' ? t('Unlock Wallet') : t('Connect Wallet')}
    </Button>
  );
}
