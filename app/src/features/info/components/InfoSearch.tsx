// The search over tokens and pairs at the top of every /info page: a combobox whose list the
// arrow keys, Home and End move through, Enter opens and Escape closes.
import { INFO_SEARCH_MAX_LENGTH } from '@flaskswap/sdk';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDebouncedValue } from '@/features/tokens';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { cn } from '@/ui/cn.ts';
import { useInfoSearch } from '../data/useInfoSearch.ts';
import { isNavigationKey, moveActive, type SearchOption, searchOptions } from '../logic/search.ts';
import { formatUsdCompact, truncateLabel } from '../logic/units.ts';

const DEBOUNCE_MS = 200;

export function InfoSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const search = useInfoSearch(query);
  const options = useMemo(() => (search.data ? searchOptions(search.data) : []), [search.data]);
  const settled = query === text.trim() && !search.isFetching;

  // New text starts without a highlighted option; the same text's results refresh every block and
  // keep it (clamped to the list, which may have shrunk).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the text searched changes
  useEffect(() => setActiveIndex(-1), [query]);
  const active = activeIndex < options.length ? activeIndex : -1;

  const choose = (option: SearchOption) => {
    setOpen(false);
    setText('');
    navigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const key = event.key;
    // Home and End move the caret while the list is closed.
    if (isNavigationKey(key) && (key.startsWith('Arrow') || open)) {
      event.preventDefault();
      setOpen(true);
      setActiveIndex(moveActive(active, options.length, key));
      return;
    }
    if (event.key === 'Escape') {
      if (open) setOpen(false);
      else setText('');
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[active] ?? (settled && options.length > 0 ? options[0] : undefined);
      if (option) choose(option);
    }
  };

  const showPopup = open && text.trim() !== '';
  const expanded = showPopup && options.length > 0;
  const tokens = options.filter((option) => option.kind === 'token');
  const pairs = options.filter((option) => option.kind === 'pair');
  const group = (label: string, members: SearchOption[]) =>
    members.length > 0 && (
      // biome-ignore lint/a11y/useSemanticElements: an ARIA listbox group, not a form fieldset
      <div role="group" aria-label={label}>
        <div className="px-3 pt-2 pb-1 text-xs font-bold uppercase text-muted" aria-hidden="true">
          {label}
        </div>
        {members.map((option) => {
          const index = options.indexOf(option);
          return (
            <OptionRow
              key={`${option.kind}-${option.address}`}
              id={`${listId}-option-${index}`}
              option={option}
              active={index === active}
              onChoose={() => choose(option)}
            />
          );
        })}
      </div>
    );

  return (
    <div className="relative w-full max-w-md" data-testid="info-search">
      <input
        type="search"
        role="combobox"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActiveIndex(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        placeholder={t('Search tokens and pairs')}
        aria-label={t('Search tokens and pairs')}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listId}-option-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={INFO_SEARCH_MAX_LENGTH}
        className="h-11 w-full rounded-2xl border border-border bg-input px-4 outline-none focus:border-primary focus-visible:ring-2 focus-visible:ring-primary"
      />
      {showPopup && (
        <div className="absolute inset-x-0 top-12 z-20 max-h-96 overflow-y-auto rounded-2xl border border-border bg-card py-1 shadow-lg">
          {options.length > 0 ? (
            <div id={listId} role="listbox" aria-label={t('Search tokens and pairs')}>
              {group(t('Tokens'), tokens)}
              {group(t('Pairs'), pairs)}
            </div>
          ) : (
            <p role="status" className="px-3 py-2 text-sm text-muted">
              {search.isError
                ? t('Search is unavailable: the indexer cannot be reached.')
                : settled
                  ? t('No results found.')
                  : t('Loading…')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

function OptionRow({
  id,
  option,
  active,
  onChoose,
}: {
  id: string;
  option: SearchOption;
  active: boolean;
  onChoose(): void;
}) {
  const locale = useFormatLocale();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the search field drives the list from the keyboard (aria-activedescendant)
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      data-testid={`search-${option.kind}`}
      data-address={option.address}
      // Keeps the focus in the field, so the click lands before the list closes on blur.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      className={cn(
        'flex cursor-pointer items-center justify-between gap-3 px-3 py-2 hover:bg-input/60',
        active && 'bg-input ring-2 ring-primary ring-inset',
      )}
    >
      <span className="min-w-0 truncate">
        <span className="font-semibold" title={option.symbols.join('/')}>
          {option.symbols.map((symbol) => truncateLabel(symbol)).join('/')}
        </span>
        {option.detail && (
          <span className="ms-2 text-sm text-muted" title={option.detail}>
            {truncateLabel(option.detail, 24)}
          </span>
        )}
      </span>
      <span className="shrink-0 text-sm text-muted">{formatUsdCompact(option.tvlUsd, locale)}</span>
    </div>
  );
}
