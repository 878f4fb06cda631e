import type { Currency, Token } from '@flaskswap/sdk';
import { useState } from 'react';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Modal } from '@/ui/Modal.tsx';
import type { TokenList } from '../lists/types.ts';
import type { CurrencySearchModalProps } from './CurrencySearchModal.tsx';
import { ImportList } from './import/ImportList.tsx';
import { ImportToken } from './import/ImportToken.tsx';
import { Manage } from './manage/Manage.tsx';
import { CurrencySearch } from './search/CurrencySearch.tsx';

type View =
  | { name: 'search' | 'manage' }
  | { name: 'importToken'; tokens: Token[]; back: 'search' | 'manage' }
  | { name: 'importList'; url: string; list: TokenList };

/** SPEC.md "Select a Token modal": search, manage (Lists / Tokens), import token, import list. */
export function CurrencySearchDialog({
  open,
  onOpenChange,
  onCurrencySelect,
  selectedCurrency,
  otherSelectedCurrency,
  showCommonBases = false,
}: CurrencySearchModalProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>({ name: 'search' });

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setView({ name: 'search' });
  };
  const select = (currency: Currency) => {
    onCurrencySelect(currency);
    close(false);
  };

  const titles: Record<View['name'], string> = {
    search: t('Select a Token'),
    manage: t('Manage'),
    importToken: t('Import Tokens'),
    importList: t('Import List'),
  };
  // SPEC.md: manage and import list go back to search; import token to where it was opened.
  const back =
    view.name === 'manage' || view.name === 'importList'
      ? () => setView({ name: 'search' })
      : view.name === 'importToken'
        ? () => setView({ name: view.back })
        : undefined;

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={titles[view.name]}
      onBack={back}
      className="sm:w-[420px]! sm:max-w-[420px]! sm:min-w-[320px]!"
    >
      {view.name === 'search' && (
        <CurrencySearch
          selectedCurrency={selectedCurrency}
          otherSelectedCurrency={otherSelectedCurrency}
          showCommonBases={showCommonBases}
          onSelect={select}
          onImport={(tokens) => setView({ name: 'importToken', tokens, back: 'search' })}
          onManage={() => setView({ name: 'manage' })}
        />
      )}
      {view.name === 'manage' && (
        <Manage
          onImportList={(url, list) => setView({ name: 'importList', url, list })}
          onImportToken={(tokens) => setView({ name: 'importToken', tokens, back: 'manage' })}
        />
      )}
      {view.name === 'importToken' && (
        <ImportToken
          tokens={view.tokens}
          onImport={(tokens) => {
            // From search the imported token is the one the user wanted: pick it.
            if (view.back === 'search' && tokens[0]) select(tokens[0]);
            else setView({ name: 'manage' });
          }}
        />
      )}
      {view.name === 'importList' && (
        <ImportList listUrl={view.url} list={view.list} onImported={() => setView({ name: 'manage' })} />
      )}
    </Modal>
  );
}
