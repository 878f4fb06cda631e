import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from './cn.ts';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <span
      role="status"
      aria-label={label ?? t('Loading')}
      className={cn(
        'inline-block size-4 animate-spin rounded-full border-2 border-current border-r-transparent',
        className,
      )}
    />
  );
}
