import { shortenAddress } from '@flaskswap/sdk';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useActiveChain } from '@/chain/activeChain.ts';
import { explorerLink } from '@/chain/chains.ts';
import { loadWalletConfig, useConnection } from '@/chain/connection.ts';
import { loadAccountProfileBadge } from '@/features/profile';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { Dropdown, DropdownItem } from '@/ui/Dropdown.tsx';

const AccountProfileBadge = lazy(() =>
  loadAccountProfileBadge().then((module) => ({ default: module.AccountProfileBadge })),
);

/** What the button shows until the profile badge has loaded: the same as for an account without one. */
function AddressBadge({ address }: { address: string }) {
  return (
    <>
      <span aria-hidden="true" className="size-2 rounded-full bg-success" />
      {shortenAddress(address)}
    </>
  );
}

async function disconnectWallet() {
  const { disconnect } = await import('@/chain/lazyActions.ts');
  await disconnect(await loadWalletConfig());
}

export function AccountMenu() {
  const { t } = useTranslation();
  const { address } = useConnection();
  const { chain } = useActiveChain();
  const [copied, setCopied] = useState(false);
  const navigate = useNavigate();
  if (!address) return null;
  const explorer = explorerLink(chain, { address });

  return (
    <Dropdown
      align="end"
      label={t('Account')}
      trigger={
        <button
          type="button"
          data-testid="account-button"
          className="flex h-10 items-center gap-2 rounded-2xl bg-input px-3 font-mono text-sm font-semibold hover:bg-input/70"
        >
          <Suspense fallback={<AddressBadge address={address} />}>
            <AccountProfileBadge address={address} />
          </Suspense>
        </button>
      }
    >
      <DropdownItem onSelect={() => navigate('/profile')}>{t('Your Profile')}</DropdownItem>
      <DropdownItem onSelect={() => navigate('/profile/tasks')}>{t('Task Center')}</DropdownItem>
      <DropdownItem onSelect={() => navigate('/teams')}>{t('Leaderboard')}</DropdownItem>
      <DropdownItem onSelect={() => navigate('/collectibles')}>{t('Collectibles')}</DropdownItem>
      <DropdownItem onSelect={() => navigate('/approvals')}>{t('Token Approvals')}</DropdownItem>
      <DropdownItem
        onSelect={() => {
          void navigator.clipboard?.writeText(address).then(() => {
            setCopied(true);
            setTimeout(() => setCopied(false), 1500);
          });
        }}
      >
        {copied ? t('Copied') : t('Copy Address')}
      </DropdownItem>
      {explorer && (
        <DropdownItem onSelect={() => window.open(explorer, '_blank', 'noopener,noreferrer')}>
          {t('View on BscScan')}
        </DropdownItem>
      )}
      <DropdownItem onSelect={() => void disconnectWallet()}>{t('Disconnect')}</DropdownItem>
    </Dropdown>
  );
}
