import type { Token } from '@flaskswap/sdk';
import { useState } from 'react';
import { isAddress } from 'viem';
import { useActiveChain } from '@/chain/activeChain.ts';
import { explorerLink } from '@/chain/chains.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { useAppStore } from '@/state/store.ts';
import { Button } from '@/ui/Button.tsx';
import { ExternalLink } from '@/ui/ExternalLink.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { useToken } from '../../data/useCurrency.ts';
import { useAllTokens, useUserAddedTokens } from '../../data/useTokens.ts';
import { CurrencyLogo } from '../CurrencyLogo.tsx';
import { CurrencySymbol } from '../CurrencySymbol.tsx';
import { FieldError, FoundRow, LookupField } from './LookupField.tsx';

export function ManageTokens({ onImportToken }: { onImportToken(tokens: Token[]): void }) {
  const { t } = useTranslation();
  const { chain } = useActiveChain();
  const [input, setInput] = useState('');
  const query = input.trim();
  const valid = isAddress(query, { strict: false });
  const searchToken = useToken(valid ? query : undefined);
  const allTokens = useAllTokens();
  const userTokens = useUserAddedTokens();
  const removeToken = useAppStore((state) => state.removeSerializedToken);
  const clearAll = useAppStore((state) => state.clearAllUserTokens);

  return (
    <div className="flex flex-col gap-4">
      <LookupField
        value={input}
        onChange={setInput}
        placeholder="0x0000"
        label={t('Token address')}
        invalid={query !== '' && !valid}
        error={t('Enter valid token address')}
        maxLength={64}
        className="font-mono"
      />
      {valid && searchToken === undefined && <Skeleton className="h-14 w-full" />}
      {valid && searchToken === null && <FieldError>{t('Enter valid token address')}</FieldError>}
      {valid && searchToken && (
        <FoundRow
          testId="token-search-result"
          logo={<CurrencyLogo currency={searchToken} size={28} />}
          title={<CurrencySymbol currency={searchToken} className="font-semibold" />}
          detail={<span className="truncate text-xs text-muted">{searchToken.name}</span>}
          action={
            allTokens[searchToken.address] ? (
              <span className="text-sm text-success">{t('Active')}</span>
            ) : (
              <Button size="sm" onClick={() => onImportToken([searchToken])}>
                {t('Import')}
              </Button>
            )
          }
        />
      )}
      <ul className="flex flex-col gap-2" aria-label={t('Custom Token(s)')}>
        {userTokens.map((token) => {
          const link = explorerLink(chain, { address: token.address });
          return (
            <li key={token.address} data-testid="custom-token" className="flex items-center gap-3">
              <CurrencyLogo currency={token} size={24} />
              <div className="flex min-w-0 flex-1 flex-col">
                {link ? (
                  <ExternalLink href={link} className="max-w-[200px] truncate font-semibold">
                    <CurrencySymbol currency={token} />
                  </ExternalLink>
                ) : (
                  <CurrencySymbol currency={token} className="max-w-[200px] truncate font-semibold" />
                )}
                <span className="max-w-[200px] truncate text-xs text-muted">{token.name}</span>
              </div>
              <button
                type="button"
                onClick={() => removeToken(chain.id, token.address)}
                aria-label={t('Remove %symbol%', { symbol: token.symbol })}
                className="rounded-lg p-1 text-muted hover:bg-input hover:text-danger focus-visible:outline-2 focus-visible:outline-primary"
              >
                ✕
              </button>
            </li>
          );
        })}
      </ul>
      <div className="flex items-center justify-between border-t border-border pt-3 text-sm">
        <span data-testid="custom-token-count">{t('%count% Custom Tokens', { count: userTokens.length })}</span>
        {userTokens.length > 0 && (
          <Button size="sm" variant="tertiary" onClick={() => clearAll(chain.id)}>
            {t('Clear all')}
          </Button>
        )}
      </div>
      <p className="text-xs text-muted">{t('Tip: Custom tokens are stored locally in your browser')}</p>
    </div>
  );
}
