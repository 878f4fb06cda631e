import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { InfoIcon } from '@/ui/icons.tsx';
import { Tooltip } from '@/ui/Tooltip.tsx';

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  helper?: ReactNode;
  backTo?: string;
  /** Settings and recent-transactions buttons, unless the page opts out (noConfig). */
  actions?: ReactNode;
}

export function PageHeader({ title, subtitle, helper, backTo, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-3 border-b border-border px-6 py-5">
      {backTo && (
        <Link to={backTo} aria-label={t('Back')} className="mt-1 rounded-lg p-1 text-primary hover:bg-input">
          <span className="inline-block rtl:-scale-x-100">←</span>
        </Link>
      )}
      <div className="flex-1">
        <h1 className="flex items-center gap-2 text-xl font-bold">
          {title}
          {helper && (
            <Tooltip content={helper}>
              <button type="button" aria-label={t('Help')} className="text-muted">
                <InfoIcon />
              </button>
            </Tooltip>
          )}
        </h1>
        {subtitle && <p className="mt-1 text-sm text-muted">{subtitle}</p>}
      </div>
      {actions && <div className="flex items-center gap-1">{actions}</div>}
    </div>
  );
}
