import type { Address } from 'viem';
import { useUsername } from '@/hub';
import { shortAccount } from '../logic/format.ts';

/** The author's username from the hub, else the short address (the full one on hover). */
export function AuthorName({ address }: { address: Address }) {
  const username = useUsername(address);
  return (
    <span title={address} className="font-mono" data-testid="proposal-author">
      {username || shortAccount(address)}
    </span>
  );
}
