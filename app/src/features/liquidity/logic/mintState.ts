/** SPEC.md section 3 "Mint state": which field the user typed, its text, and the other field's text. */
export type MintField = 'CURRENCY_A' | 'CURRENCY_B';

export interface MintState {
  independentField: MintField;
  typedValue: string;
  /** Only used in a new pair, where the user types both amounts. */
  otherTypedValue: string;
}

export const initialMintState: MintState = { independentField: 'CURRENCY_A', typedValue: '', otherTypedValue: '' };

export type MintAction =
  | { type: 'typeInput'; field: MintField; typedValue: string; noLiquidity: boolean }
  | { type: 'reset' };

export function mintReducer(state: MintState, action: MintAction): MintState {
  if (action.type === 'reset') return initialMintState;
  const { field, typedValue, noLiquidity } = action;
  if (!noLiquidity) {
    // An existing pair computes the other amount from its ratio, so only one text is kept.
    return { independentField: field, typedValue, otherTypedValue: '' };
  }
  if (field === state.independentField) return { ...state, typedValue };
  // Typing the other field of a new pair: both texts are the user's, keep the one typed before.
  return { independentField: field, typedValue, otherTypedValue: state.typedValue };
}

export function otherField(field: MintField): MintField {
  return field === 'CURRENCY_A' ? 'CURRENCY_B' : 'CURRENCY_A';
}
