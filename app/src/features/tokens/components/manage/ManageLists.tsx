import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useAppStore } from '@/state/store.ts';
import { Button } from '@/ui/Button.tsx';
import { Spinner } from '@/ui/Spinner.tsx';
import { useActiveListUrls, useListsByUrl } from '../../data/useLists.ts';
import { UNSUPPORTED_LIST_URLS } from '../../lists/builtinLists.ts';
import { isValidListLocation } from '../../lists/listLocation.ts';
import { previewList } from '../../lists/listsUpdater.ts';
import { tokenListErrorText } from '../../lists/tokenListError.ts';
import type { TokenList } from '../../lists/types.ts';
import { safeText } from '../../logic/safeText.ts';
import { useDebouncedValue } from '../useDebouncedValue.ts';
import { ListLogo } from './ListLogo.tsx';
import { ListRow } from './ListRow.tsx';
import { FieldError, FoundRow, LookupField } from './LookupField.tsx';

/** SPEC.md section 9: ENS input debounce. */
const LIST_INPUT_DEBOUNCE_MS = 200;

export function ManageLists({ onImportList }: { onImportList(url: string, list: TokenList): void }) {
  const { t } = useTranslation();
  const byUrl = useListsByUrl();
  const active = useActiveListUrls();
  const storedUrls = Object.keys(useAppStore((state) => state.lists.byUrl));
  const [input, setInput] = useState('');
  const location = useDebouncedValue(input.trim(), LIST_INPUT_DEBOUNCE_MS);
  const valid = location !== '' && isValidListLocation(location);
  const preview = useQuery({
    queryKey: ['tokenListPreview', location],
    queryFn: () => previewList(location),
    enabled: valid && !byUrl[location],
    retry: false,
    staleTime: 60_000,
  });

  const urls = storedUrls.filter((url) => !UNSUPPORTED_LIST_URLS.includes(url));
  // Enabled lists first, otherwise in the order they were added.
  const ordered = [...urls.filter((url) => active.includes(url)), ...urls.filter((url) => !active.includes(url))];

  return (
    <div className="flex flex-col gap-4">
      <LookupField
        value={input}
        onChange={setInput}
        placeholder={t('https:// or {address} or ENS name')}
        label={t('https:// or {address} or ENS name')}
        invalid={location !== '' && !valid}
        error={t('Enter valid list location')}
        maxLength={2048}
      />
      {valid && (
        <ListPreview
          loaded={Boolean(byUrl[location])}
          list={preview.data}
          loading={preview.isLoading}
          error={preview.error ? tokenListErrorText(preview.error, t) : undefined}
          onImport={() => preview.data && onImportList(location, preview.data)}
        />
      )}
      <ul className="flex flex-col gap-2" aria-label={t('Lists')}>
        {ordered.map((url) => (
          <ListRow
            key={url}
            url={url}
            state={byUrl[url]!}
            active={active.includes(url)}
            canRemove={ordered.length > 1}
          />
        ))}
      </ul>
    </div>
  );
}

function ListPreview({
  loaded,
  list,
  loading,
  error,
  onImport,
}: {
  loaded: boolean;
  list: TokenList | undefined;
  loading: boolean;
  error: string | undefined;
  onImport(): void;
}) {
  const { t } = useTranslation();
  if (loaded) {
    return (
      <div className="flex items-center justify-between rounded-2xl bg-input p-3 text-sm">
        <span className="text-muted">{t('This list is already on your lists.')}</span>
        <Button size="sm" disabled>
          {t('Loaded')}
        </Button>
      </div>
    );
  }
  if (loading) {
    return (
      <div className="flex items-center gap-2 rounded-2xl bg-input p-3 text-sm text-muted">
        <Spinner /> {t('Loading')}
      </div>
    );
  }
  if (error || !list) return <FieldError>{error ?? t('Error importing list')}</FieldError>;
  return (
    <FoundRow
      testId="list-preview"
      logo={<ListLogo logoURI={list.logoURI} name={list.name} />}
      title={<span className="truncate font-semibold">{safeText(list.name, 30)}</span>}
      detail={<span className="text-xs text-muted">{t('%count% tokens', { count: list.tokens.length })}</span>}
      action={
        <Button size="sm" onClick={onImport}>
          {t('Import')}
        </Button>
      }
    />
  );
}
