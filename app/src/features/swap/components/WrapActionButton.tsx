import { ConnectWalletButton } from '@/features/wallet';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import type { Message } from '../logic/message.ts';
import type { WrapType } from '../logic/wrap.ts';
import { useMessage } from './useMessage.ts';

/** 'Wrap' / 'Unwrap', or the reason it cannot (SPEC.md section 5). */
export function WrapActionButton({
  account,
  wrapType,
  error,
  pending,
  onWrap,
}: {
  account: string | undefined;
  wrapType: Exclude<WrapType, 'NOT_APPLICABLE'>;
  error: Message | undefined;
  pending: boolean;
  onWrap(): void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  if (!account) return <ConnectWalletButton fullWidth />;
  return (
    <Button fullWidth disabled={Boolean(error)} isLoading={pending} onClick={onWrap} data-testid="wrap-button">
      {error ? message(error) : wrapType === 'WRAP' ? t('Wrap') : t('Unwrap')}
    </Button>
  );
}
