import { shortenAddress } from '@flaskswap/sdk';
import type { Address } from 'viem';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { ExternalLink } from '@/ui/ExternalLink.tsx';
import { type AuctionBidder, findBidder, safeProjectUrl } from '../logic/bidders.ts';

/** The project's name (linked to its site when it is https) or the shortened address; '(you)' for the account. */
export function BidderName({
  account,
  bidders,
  you,
}: {
  account: Address;
  bidders: readonly AuctionBidder[];
  you: Address | undefined;
}) {
  const { t } = useTranslation();
  const bidder = findBidder(bidders, account);
  const url = bidder && safeProjectUrl(bidder.projectUrl);
  const name = bidder ? bidder.name : shortenAddress(account);
  return (
    <span title={account}>
      {url ? <ExternalLink href={url}>{name}</ExternalLink> : name}
      {you && account.toLowerCase() === you.toLowerCase() && (
        <span className="ms-1 text-sm text-muted">{t('(you)')}</span>
      )}
    </span>
  );
}
