import { type Currency, currencyId, maxAmountSpend } from '@flaskswap/sdk';
import { useCallback, useMemo, useReducer } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useConnection } from '@/chain/connection.ts';
import { useCurrency, useCurrencyBalances } from '@/features/tokens';
import { usePairSnapshot } from '../../data/usePairSnapshots.ts';
import { deriveMintInfo } from '../../logic/deriveMint.ts';
import { initialMintState, type MintField, mintReducer } from '../../logic/mintState.ts';
import { addLiquidityPathOnPick } from '../../logic/routeRules.ts';

const FIELDS: readonly MintField[] = ['CURRENCY_A', 'CURRENCY_B'];

/**
 * The add-liquidity form: currencies from the route, the typed amounts (SPEC.md "Mint state"),
 * the pair they go into, balances, and what follows (other amount, price, LP minted, error).
 */
export function useAddLiquidityForm() {
  const { currencyIdA, currencyIdB } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { address: account } = useConnection();
  const currencyA = useCurrency(currencyIdA) ?? undefined;
  const currencyB = useCurrency(currencyIdB) ?? undefined;
  const [state, dispatch] = useReducer(mintReducer, initialMintState);

  const pairRead = usePairSnapshot(currencyA, currencyB, account);
  const currencyList = useMemo(() => [currencyA, currencyB], [currencyA, currencyB]);
  const [balanceA, balanceB] = useCurrencyBalances(account, currencyList);
  const currencies = useMemo(() => ({ CURRENCY_A: currencyA, CURRENCY_B: currencyB }), [currencyA, currencyB]);

  const info = useMemo(
    () =>
      deriveMintInfo({
        account,
        currencies,
        pairState: pairRead.state,
        snapshot: pairRead.snapshot,
        balances: { CURRENCY_A: balanceA, CURRENCY_B: balanceB },
        state,
      }),
    [account, currencies, pairRead.state, pairRead.snapshot, balanceA, balanceB, state],
  );

  const onFieldInput = useCallback(
    (field: MintField, typedValue: string) =>
      dispatch({ type: 'typeInput', field, typedValue, noLiquidity: info.noLiquidity }),
    [info.noLiquidity],
  );
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);

  const maxAmounts = { CURRENCY_A: maxAmountSpend(balanceA), CURRENCY_B: maxAmountSpend(balanceB) };
  /** MAX hides once the field holds the whole spendable balance. */
  const atMaxAmount = Object.fromEntries(
    FIELDS.map((field) => {
      const max = maxAmounts[field];
      const parsed = info.parsedAmounts[field];
      return [field, Boolean(max && parsed && max.raw === parsed.raw)];
    }),
  ) as Record<MintField, boolean>;

  const base = pathname.startsWith('/create') ? '/create' : '/add';
  const onCurrencySelect = useCallback(
    (side: 'A' | 'B', currency: Currency) =>
      navigate(addLiquidityPathOnPick({ base, currencyIdA, currencyIdB, side, picked: currencyId(currency) })),
    [navigate, base, currencyIdA, currencyIdB],
  );

  return {
    account,
    currencies,
    pairRead,
    info,
    maxAmounts,
    atMaxAmount,
    onFieldInput,
    onCurrencySelect,
    reset,
  };
}

export type AddLiquidityForm = ReturnType<typeof useAddLiquidityForm>;
