import { useCallback, useMemo, useReducer } from 'react';
import { useParams } from 'react-router';
import { useActiveChain } from '@/chain/activeChain.ts';
import { useConnection } from '@/chain/connection.ts';
import { useCurrency } from '@/features/tokens';
import { usePairSnapshot } from '../../data/usePairSnapshots.ts';
import { type BurnField, burnReducer, initialBurnState } from '../../logic/burnState.ts';
import { deriveBurnInfo } from '../../logic/deriveBurn.ts';
import { lpTokenOf } from '../../logic/lpToken.ts';

/**
 * The remove-liquidity form: currencies from the route, what the user set (SPEC.md "Burn state"),
 * the pair and their LP in it, and the amounts that follow.
 */
export function useRemoveLiquidityForm() {
  const { currencyIdA, currencyIdB } = useParams();
  const { address: account } = useConnection();
  const { chain } = useActiveChain();
  const currencyA = useCurrency(currencyIdA) ?? undefined;
  const currencyB = useCurrency(currencyIdB) ?? undefined;
  const [state, dispatch] = useReducer(burnReducer, initialBurnState);
  const snapshot = usePairSnapshot(currencyA, currencyB, account);
  const lpToken = snapshot.snapshot ? lpTokenOf(chain.id, snapshot.snapshot.address) : undefined;

  const info = useMemo(
    () =>
      deriveBurnInfo({
        account,
        currencyA,
        currencyB,
        snapshot: snapshot.snapshot,
        lpToken,
        userLiquidity: snapshot.balance,
        state,
      }),
    [account, currencyA, currencyB, snapshot.snapshot, lpToken, snapshot.balance, state],
  );

  const onUserInput = useCallback(
    (field: BurnField, typedValue: string) => dispatch({ type: 'typeInput', field, typedValue }),
    [],
  );
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);

  return {
    account,
    currencyIdA,
    currencyIdB,
    currencyA,
    currencyB,
    snapshot,
    lpToken,
    info,
    state,
    onUserInput,
    reset,
  };
}

export type RemoveLiquidityForm = ReturnType<typeof useRemoveLiquidityForm>;
