import { Link } from 'react-router';
import { truncateLabel } from '../logic/units.ts';

/** A chain-supplied symbol or name: plain text, cut short, the whole text on hover. */
export function ChainText({ text, max }: { text: string | undefined; max?: number }) {
  const shown = text === undefined ? '?' : truncateLabel(text, max);
  return <span title={text}>{shown}</span>;
}

/** Two tokens of a pair, "FLASK/WBNB", linking to the pair page. */
export function PairLink({ address, symbolA, symbolB }: { address: string; symbolA?: string; symbolB?: string }) {
  return (
    <Link
      to={`/info/pair/${address}`}
      className="font-semibold hover:text-primary"
      data-testid="pair-link"
      data-address={address}
    >
      <ChainText text={symbolA} />/<ChainText text={symbolB} />
    </Link>
  );
}
