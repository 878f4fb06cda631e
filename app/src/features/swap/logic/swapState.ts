// Swap state of SPEC.md section 3: which side the user typed, what they typed, the currency of
// each side (a currency id: 'BNB' or a token address) and the expert-mode recipient.

export type Field = 'INPUT' | 'OUTPUT';

export interface SwapState {
  independentField: Field;
  typedValue: string;
  INPUT: { currencyId: string | undefined };
  OUTPUT: { currencyId: string | undefined };
  /** null while the recipient field is closed: the swap pays the connected account. */
  recipient: string | null;
}

export type SwapAction =
  | { type: 'selectCurrency'; field: Field; currencyId: string }
  | { type: 'switchCurrencies' }
  | { type: 'typeInput'; field: Field; typedValue: string }
  | { type: 'setRecipient'; recipient: string | null }
  | { type: 'replace'; state: SwapState };

export const otherField = (field: Field): Field => (field === 'INPUT' ? 'OUTPUT' : 'INPUT');

export const emptySwapState: SwapState = {
  independentField: 'INPUT',
  typedValue: '',
  INPUT: { currencyId: undefined },
  OUTPUT: { currencyId: undefined },
  recipient: null,
};

export function swapReducer(state: SwapState, action: SwapAction): SwapState {
  switch (action.type) {
    case 'selectCurrency': {
      const other = otherField(action.field);
      if (action.currencyId === state[other].currencyId) {
        // Picking the other side's currency swaps the two sides rather than pairing a token with itself.
        return {
          ...state,
          independentField: otherField(state.independentField),
          [action.field]: { currencyId: action.currencyId },
          [other]: { currencyId: state[action.field].currencyId },
        };
      }
      return { ...state, [action.field]: { currencyId: action.currencyId } };
    }
    case 'switchCurrencies':
      return {
        ...state,
        independentField: otherField(state.independentField),
        INPUT: { currencyId: state.OUTPUT.currencyId },
        OUTPUT: { currencyId: state.INPUT.currencyId },
      };
    case 'typeInput':
      return { ...state, independentField: action.field, typedValue: action.typedValue };
    case 'setRecipient':
      return { ...state, recipient: action.recipient };
    case 'replace':
      return action.state;
  }
}
