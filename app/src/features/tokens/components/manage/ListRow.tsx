import { useState } from 'react';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { ListState } from '@/state/slices/lists.ts';
import { formatVersion } from '@/state/slices/listVersion.ts';
import { useAppStore } from '@/state/store.ts';
import { Button } from '@/ui/Button.tsx';
import { cn } from '@/ui/cn.ts';
import { Dropdown, DropdownItem, DropdownLinkItem } from '@/ui/Dropdown.tsx';
import { SettingsIcon } from '@/ui/icons.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { Switch } from '@/ui/Switch.tsx';
import { isBuiltinList } from '../../lists/builtinLists.ts';
import { listDirectoryLink } from '../../lists/listLocation.ts';
import { safeText } from '../../logic/safeText.ts';
import { ListLogo } from './ListLogo.tsx';

export interface ListRowProps {
  url: string;
  state: ListState;
  active: boolean;
  /** The last list cannot be removed. */
  canRemove: boolean;
}

/** One known list: logo, name, token count, version, toggle, and a menu with See / Update / Remove. */
export function ListRow({ url, state, active, canRemove }: ListRowProps) {
  const { t } = useTranslation();
  const enableList = useAppStore((s) => s.enableList);
  const disableList = useAppStore((s) => s.disableList);
  const removeList = useAppStore((s) => s.removeList);
  const acceptListUpdate = useAppStore((s) => s.acceptListUpdate);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const list = state.current;
  const name = list ? safeText(list.name, 30) : url;

  if (confirmingRemove) {
    return (
      <li className="flex flex-col gap-2 rounded-2xl border border-danger p-3" data-testid="list-row">
        <p className="text-sm">{t('Please confirm you would like to remove this list')}</p>
        <div className="flex gap-2">
          <Button size="sm" variant="danger" onClick={() => removeList(url)}>
            {t('Remove')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setConfirmingRemove(false)}>
            {t('Cancel')}
          </Button>
        </div>
      </li>
    );
  }

  return (
    <li
      data-testid="list-row"
      className={cn(
        'flex items-center gap-3 rounded-2xl border p-3',
        active ? 'border-primary bg-primary/5' : 'border-border',
      )}
    >
      <ListLogo logoURI={list?.logoURI} name={name} />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-semibold" title={url}>
          {list || state.error ? name : <Skeleton className="h-4 w-28" />}
        </span>
        <span className="flex items-center gap-1 text-xs text-muted">
          {list && t('%count% tokens', { count: list.tokens.length })}
          {list && ` • v${formatVersion(list.version)}`}
          <Dropdown
            label={t('List settings')}
            trigger={
              <button type="button" aria-label={t('List settings')} className="rounded px-1 hover:bg-input">
                <SettingsIcon width="16" height="16" />
              </button>
            }
          >
            {list && <div className="px-3 py-2 text-xs text-muted">v{formatVersion(list.version)}</div>}
            {!isBuiltinList(url) && (
              <DropdownLinkItem>
                <a
                  href={listDirectoryLink(url)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block rounded-xl px-3 py-2 text-sm text-primary"
                >
                  {t('See')}
                </a>
              </DropdownLinkItem>
            )}
            {canRemove ? (
              <DropdownItem onSelect={() => setConfirmingRemove(true)}>{t('Remove')}</DropdownItem>
            ) : (
              <div aria-disabled="true" className="cursor-not-allowed px-3 py-2 text-sm text-muted">
                {t('Remove')}
              </div>
            )}
            {state.pendingUpdate && (
              <DropdownItem onSelect={() => acceptListUpdate(url)}>{t('Update list')}</DropdownItem>
            )}
          </Dropdown>
        </span>
        {state.error && (
          <span className="truncate text-xs text-danger" title={state.error}>
            {state.error}
          </span>
        )}
        {state.pendingUpdate && (
          <span className="text-xs text-warning">
            {t('Update available: v%version%', { version: formatVersion(state.pendingUpdate.version) })}
          </span>
        )}
      </div>
      <Switch
        checked={active}
        onCheckedChange={(on) => (on ? enableList(url) : disableList(url))}
        label={t('Enable %listName%', { listName: name })}
      />
    </li>
  );
}
