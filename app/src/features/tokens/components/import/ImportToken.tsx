import { shortenAddress, type Token } from '@flaskswap/sdk';
import { useState } from 'react';
import { useActiveChain } from '@/chain/activeChain.ts';
import { explorerLink } from '@/chain/chains.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useAppStore } from '@/state/store.ts';
import { Button } from '@/ui/Button.tsx';
import { ExternalLink } from '@/ui/ExternalLink.tsx';
import { useCombinedInactiveList } from '../../data/useLists.ts';
import { serializeToken } from '../../data/useTokens.ts';
import { ListToken } from '../../logic/listToken.ts';
import { CurrencyLogo } from '../CurrencyLogo.tsx';
import { CurrencySymbol } from '../CurrencySymbol.tsx';
import { UnderstoodCheckbox } from './UnderstoodCheckbox.tsx';

export interface ImportTokenProps {
  tokens: readonly Token[];
  /** Called after the tokens were added to the user's tokens. */
  onImport(tokens: readonly Token[]): void;
}

/** The import-token warning: where each token comes from, the risks, and 'I understand'. */
export function ImportToken({ tokens, onImport }: ImportTokenProps) {
  const { t } = useTranslation();
  const { chain } = useActiveChain();
  const inactive = useCombinedInactiveList(chain.id);
  const addSerializedToken = useAppStore((state) => state.addSerializedToken);
  const [understood, setUnderstood] = useState(false);

  const importTokens = () => {
    for (const token of tokens) addSerializedToken(serializeToken(token));
    onImport(tokens);
  };

  return (
    <div className="flex flex-col gap-4">
      <div role="alert" className="flex flex-col gap-2 rounded-2xl border border-warning bg-warning/10 p-4 text-sm">
        <p>
          {t(
            'Anyone can create a token on BNB Smart Chain with any name, including creating fake versions of existing tokens and tokens that claim to represent projects that do not have a token.',
          )}
        </p>
        <p>{t('If you purchase an arbitrary token, you may be unable to sell it back.')}</p>
      </div>
      <ul className="flex flex-col gap-3">
        {tokens.map((token) => {
          const listName = token instanceof ListToken ? token.listName : inactive[token.address]?.list.name;
          const link = explorerLink(chain, { address: token.address });
          return (
            <li key={token.address} className="flex flex-col gap-1 rounded-2xl bg-input p-3">
              <div className="flex items-center gap-2">
                <CurrencyLogo currency={token} size={24} />
                <CurrencySymbol currency={token} className="font-bold" />
                <span className="truncate text-sm text-muted">{token.name}</span>
              </div>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                {link ? (
                  <ExternalLink href={link}>{shortenAddress(token.address)}</ExternalLink>
                ) : (
                  <span className="font-mono">{shortenAddress(token.address)}</span>
                )}
                {listName ? (
                  <span className="rounded-full bg-success/15 px-2 py-0.5 text-xs font-semibold text-success">
                    {t('via %listName%', { listName })}
                  </span>
                ) : (
                  <span className="rounded-full bg-danger/15 px-2 py-0.5 text-xs font-semibold text-danger">
                    {t('Unknown Source')}
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <div className="flex items-center justify-between gap-4">
        <UnderstoodCheckbox checked={understood} onChange={setUnderstood} />
        <Button disabled={!understood} onClick={importTokens}>
          {t('Import')}
        </Button>
      </div>
    </div>
  );
}
