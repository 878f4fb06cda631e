import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { MessageText } from '@/i18n/message.ts';

/** A page whose feature is not built yet: its header and an honest note, nothing fake. */
export function ComingSoonPage({ title, subtitle }: { title: MessageText; subtitle?: MessageText }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-primary">{t(title)}</h1>
      {subtitle && <p className="mt-2 text-lg text-muted">{t(subtitle)}</p>}
      <div className="mt-8 rounded-3xl border border-border bg-card p-8 text-center">
        <p className="text-xl font-semibold">{t('Coming soon')}</p>
        <p className="mt-2 text-muted">{t('This part of FlaskSwap is being built. Check back soon.')}</p>
      </div>
    </section>
  );
}
