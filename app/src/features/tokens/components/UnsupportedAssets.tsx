import { type Currency, shortenAddress } from '@flaskswap/sdk';
import { useState } from 'react';
import { useActiveChain } from '@/chain/activeChain.ts';
import { explorerLink } from '@/chain/chains.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { ExternalLink } from '@/ui/ExternalLink.tsx';
import { Modal } from '@/ui/Modal.tsx';
import { useUnsupportedTokens } from '../data/useTokens.ts';
import { CurrencyLogo } from './CurrencyLogo.tsx';
import { CurrencySymbol } from './CurrencySymbol.tsx';

export function UnsupportedAssetsModal({
  open,
  onOpenChange,
  currencies,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  currencies: readonly (Currency | null | undefined)[];
}) {
  const { t } = useTranslation();
  const { chain } = useActiveChain();
  const unsupported = useUnsupportedTokens();
  const listed = currencies.filter((currency): currency is Currency =>
    Boolean(currency?.isToken && unsupported[currency.address]),
  );
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('Unsupported Assets')}>
      <div className="flex flex-col gap-4">
        {listed.map((currency) => {
          if (!currency.isToken) return null;
          const link = explorerLink(chain, { address: currency.address });
          return (
            <div key={currency.address} className="flex flex-col gap-1">
              <div className="flex items-center gap-2">
                <CurrencyLogo currency={currency} size={24} />
                <CurrencySymbol currency={currency} className="font-semibold" />
              </div>
              {link ? (
                <ExternalLink href={link}>{shortenAddress(currency.address)}</ExternalLink>
              ) : (
                <span className="font-mono text-sm">{shortenAddress(currency.address)}</span>
              )}
            </div>
          );
        })}
        <p className="text-sm">
          {t(
            'Some assets are not available through this interface because they may not work well with our smart contract or we are unable to allow trading for legal reasons.',
          )}
        </p>
      </div>
    </Modal>
  );
}

/** The footer the swap page shows under a pair that includes an unsupported asset (lazy: LazyUnsupportedCurrencyFooter). */
export function UnsupportedCurrencyFooter({ currencies }: { currencies: readonly (Currency | null | undefined)[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="text" size="sm" onClick={() => setOpen(true)}>
        {t('Read more about unsupported assets')}
      </Button>
      <UnsupportedAssetsModal open={open} onOpenChange={setOpen} currencies={currencies} />
    </>
  );
}

export default UnsupportedCurrencyFooter;
