import type { Token } from '@flaskswap/sdk';
import { Fragment } from 'react';

/** The tokens a multi-hop trade passes through: FLASK › WBNB › BUSD. */
export function SwapRoute({
  path,
  inputSymbol,
  outputSymbol,
}: {
  path: readonly Token[];
  inputSymbol: string;
  outputSymbol: string;
}) {
  // A route never visits a token twice, so the address keys each step.
  const steps = path.map((token, i) => ({
    key: token.address,
    symbol: i === 0 ? inputSymbol : i === path.length - 1 ? outputSymbol : token.symbol,
  }));
  return (
    <span className="flex flex-wrap items-center justify-end gap-1 font-semibold" data-testid="swap-route">
      {steps.map(({ key, symbol }, i) => (
        <Fragment key={key}>
          {i > 0 && (
            <span aria-hidden="true" className="text-muted">
              ›
            </span>
          )}
          <span>{symbol}</span>
        </Fragment>
      ))}
    </span>
  );
}
