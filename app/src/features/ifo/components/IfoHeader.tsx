import { NavLink } from 'react-router';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';

/** The IFO pages' title and their two tabs: the next sale and past sales. */
export function IfoHeader() {
  const { t } = useTranslation();
  const tab = ({ isActive }: { isActive: boolean }) =>
    cn('rounded-2xl px-4 py-2 font-semibold', isActive ? 'bg-primary text-on-accent' : 'bg-input text-primary');
  return (
    <header className="flex flex-col items-center gap-4 text-center">
      <h1 className="text-4xl font-black text-primary">{t('Initial Farm Offering')}</h1>
      <p className="text-lg font-semibold">
        {t('Buy new tokens with LP tokens: commit, then claim when the sale ends.')}
      </p>
      <nav aria-label={t('IFO sales')} className="flex gap-2">
        <NavLink to="/ifo" end className={tab}>
          {t('Next IFO')}
        </NavLink>
        <NavLink to="/ifo/history" className={tab}>
          {t('Past IFOs')}
        </NavLink>
      </nav>
    </header>
  );
}
