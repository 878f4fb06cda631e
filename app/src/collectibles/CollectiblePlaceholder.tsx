import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';
import { Icon } from '@/ui/icons.tsx';

/** What shows where a picture could not be loaded: a neutral frame, never a blank. */
export function CollectiblePlaceholder({ alt, className }: { alt: string; className: string }) {
  const { t } = useTranslation();
  return (
    <span
      // A decorative picture (empty alt) stays silent, as its <img alt=""> would.
      {...(alt ? { role: 'img', 'aria-label': `${alt} (${t('image unavailable')})` } : { 'aria-hidden': true })}
      className={cn(className, 'flex items-center justify-center text-muted')}
      data-testid="collectible-image"
      data-state="placeholder"
    >
      <Icon width="40%" height="40%" strokeWidth="1.5">
        <rect x="3" y="3" width="18" height="18" rx="3" />
        <circle cx="9" cy="9" r="2" />
        <path d="m21 15-5-5L5 21" />
      </Icon>
    </span>
  );
}
