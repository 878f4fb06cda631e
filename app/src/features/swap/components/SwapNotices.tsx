import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';

/** Parameters of the link that were dropped, said plainly, with Dismiss. */
export function SwapNotices({ messages, onDismiss }: { messages: readonly string[]; onDismiss(): void }) {
  const { t } = useTranslation();
  if (messages.length === 0) return null;
  return (
    <div
      role="status"
      data-testid="swap-url-notice"
      className="flex flex-col gap-2 rounded-2xl border border-warning bg-warning/10 p-3 text-sm"
    >
      <ul className="flex list-disc flex-col gap-1 ps-4">
        {messages.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <Button variant="text" size="sm" className="self-end px-0" onClick={onDismiss}>
        {t('Dismiss')}
      </Button>
    </div>
  );
}
