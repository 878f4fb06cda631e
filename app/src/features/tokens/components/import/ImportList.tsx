import { useState } from 'react';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useAppStore } from '@/state/store.ts';
import { Button } from '@/ui/Button.tsx';
import { ExternalLink } from '@/ui/ExternalLink.tsx';
import { usePendingAction } from '@/ui/usePendingAction.ts';
import { listDirectoryLink } from '../../lists/listLocation.ts';
import { fetchListIntoStore } from '../../lists/listsUpdater.ts';
import { tokenListErrorText } from '../../lists/tokenListError.ts';
import type { TokenList } from '../../lists/types.ts';
import { safeText } from '../../logic/safeText.ts';
import { ListLogo } from '../manage/ListLogo.tsx';
import { UnderstoodCheckbox } from './UnderstoodCheckbox.tsx';

export interface ImportListProps {
  listUrl: string;
  list: TokenList;
  onImported(): void;
}

/** SPEC.md: Import enabled only after 'I understand'; success activates the list, failure removes it. */
export function ImportList({ listUrl, list, onImported }: ImportListProps) {
  const { t } = useTranslation();
  const addList = useAppStore((state) => state.addList);
  const removeList = useAppStore((state) => state.removeList);
  const enableList = useAppStore((state) => state.enableList);
  const [understood, setUnderstood] = useState(false);
  const { pending: importing, run } = usePendingAction();
  const [error, setError] = useState<string>();

  const importList = () =>
    run(async () => {
      setError(undefined);
      addList(listUrl);
      try {
        await fetchListIntoStore(listUrl);
        enableList(listUrl);
        onImported();
      } catch (failure) {
        removeList(listUrl);
        setError(tokenListErrorText(failure, t));
      }
    });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3 rounded-2xl bg-input p-4">
        <ListLogo logoURI={list.logoURI} name={list.name} size={40} />
        <div className="flex min-w-0 flex-col">
          <span className="truncate font-bold">{safeText(list.name, 30)}</span>
          <span className="text-sm text-muted">
            {t('%count% tokens', { count: list.tokens.length })}
            {' • '}
            <ExternalLink href={listDirectoryLink(listUrl)}>{t('View list')}</ExternalLink>
          </span>
          <span className="truncate text-xs text-muted" title={listUrl}>
            {listUrl}
          </span>
        </div>
      </div>
      <div role="alert" className="flex flex-col gap-2 rounded-2xl border border-danger bg-danger/10 p-4 text-sm">
        <p className="font-bold text-danger">{t('Import at your own risk')}</p>
        <p>
          {t(
            'By adding this list you are implicitly trusting that the data is correct. Anyone can create a list, including creating fake versions of existing lists and lists that claim to represent projects that do not have one.',
          )}
        </p>
        <p className="font-semibold">
          {t('If you purchase a token from this list, you may not be able to sell it back.')}
        </p>
      </div>
      <UnderstoodCheckbox checked={understood} onChange={setUnderstood} />
      <Button disabled={!understood} isLoading={importing} onClick={() => void importList()} fullWidth>
        {t('Import')}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
