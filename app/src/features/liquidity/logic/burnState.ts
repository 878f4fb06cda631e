/** SPEC.md section 3 "Burn state": the field the user set last and its text. */
export type BurnField = 'LIQUIDITY_PERCENT' | 'LIQUIDITY' | 'CURRENCY_A' | 'CURRENCY_B';

export interface BurnState {
  independentField: BurnField;
  typedValue: string;
}

export const initialBurnState: BurnState = { independentField: 'LIQUIDITY_PERCENT', typedValue: '0' };

export type BurnAction = { type: 'typeInput'; field: BurnField; typedValue: string } | { type: 'reset' };

export function burnReducer(_state: BurnState, action: BurnAction): BurnState {
  if (action.type === 'reset') return initialBurnState;
  return { independentField: action.field, typedValue: action.typedValue };
}
