import { type Currency, currencyId } from '@flaskswap/sdk';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useLocation } from 'react-router';
import { type ParsedSwapQuery, parseSwapQuery, type SwapQueryIssue } from './logic/swapQuery.ts';
import { emptySwapState, type Field, swapReducer } from './logic/swapState.ts';

/**
 * The swap form's state, seeded from the URL query whenever it changes (a link or the menu),
 * with the actions the form needs and the link problems to report.
 */
export function useSwapState() {
  const { search } = useLocation();
  const parsed: ParsedSwapQuery = useMemo(() => parseSwapQuery(search), [search]);
  const [state, dispatch] = useReducer(swapReducer, emptySwapState, () => parsed.state);
  // Dismissing the notices holds for this link; a new link may bring new ones.
  const [dismissedFor, setDismissedFor] = useState<ParsedSwapQuery | undefined>();

  useEffect(() => {
    dispatch({ type: 'replace', state: parsed.state });
  }, [parsed]);

  const onCurrencySelection = useCallback(
    (field: Field, currency: Currency) => dispatch({ type: 'selectCurrency', field, currencyId: currencyId(currency) }),
    [],
  );
  const onSwitchTokens = useCallback(() => dispatch({ type: 'switchCurrencies' }), []);
  const onUserInput = useCallback(
    (field: Field, typedValue: string) => dispatch({ type: 'typeInput', field, typedValue }),
    [],
  );
  const onChangeRecipient = useCallback(
    (recipient: string | null) => dispatch({ type: 'setRecipient', recipient }),
    [],
  );
  const dismissNotices = useCallback(() => setDismissedFor(parsed), [parsed]);
  const noticesDismissed = dismissedFor === parsed;
  const issues: SwapQueryIssue[] = parsed.issues;
  /** The recipient the link asked for (kept apart: the field may change it later). */
  const linkRecipient = parsed.state.recipient;

  return {
    state,
    issues,
    linkRecipient,
    noticesDismissed,
    dismissNotices,
    onCurrencySelection,
    onSwitchTokens,
    onUserInput,
    onChangeRecipient,
  };
}
