import type { Currency, Token } from '@flaskswap/sdk';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAllTokens } from '@/features/tokens';

/**
 * Tokens a link asked for that are on no enabled list and not imported: the import-token warning
 * must be accepted first ('I understand'); cancelling leaves for a plain /swap.
 */
export function useUrlTokenImport(inputCurrency: Currency | undefined, outputCurrency: Currency | undefined) {
  const allTokens = useAllTokens();
  const navigate = useNavigate();
  const { search } = useLocation();
  // Accepting the warning holds for this link; a new link asks again.
  const [acceptedFor, setAcceptedFor] = useState<string | undefined>();
  const dismissed = acceptedFor === search;

  const unknownTokens = useMemo(() => {
    const unknown: Token[] = [];
    for (const currency of [inputCurrency, outputCurrency]) {
      if (currency?.isToken && !allTokens[currency.address]) unknown.push(currency);
    }
    return unknown;
  }, [inputCurrency, outputCurrency, allTokens]);

  return {
    unknownTokens,
    open: !dismissed && unknownTokens.length > 0,
    onConfirm: () => setAcceptedFor(search),
    onCancel: () => navigate('/swap', { replace: true }),
  };
}
