import { describe, expect, it } from 'vitest';
import { emptySwapState, type SwapState, swapReducer } from './swapState.ts';

const start: SwapState = { ...emptySwapState, INPUT: { currencyId: 'BNB' }, OUTPUT: { currencyId: '0xF' } };

describe('swapReducer', () => {
  it('selecting the other side’s currency swaps the sides and the typed side', () => {
    const next = swapReducer(start, { type: 'selectCurrency', field: 'OUTPUT', currencyId: 'BNB' });
    expect(next.INPUT.currencyId).toBe('0xF');
    expect(next.OUTPUT.currencyId).toBe('BNB');
    expect(next.independentField).toBe('OUTPUT');
  });

  it('selecting a new currency only changes its side', () => {
    const next = swapReducer(start, { type: 'selectCurrency', field: 'INPUT', currencyId: '0xA' });
    expect(next.INPUT.currencyId).toBe('0xA');
    expect(next.OUTPUT.currencyId).toBe('0xF');
    expect(next.independentField).toBe('INPUT');
  });

  it('switching keeps the typed amount on the same number but flips which side it belongs to', () => {
    const typed = swapReducer(start, { type: 'typeInput', field: 'INPUT', typedValue: '1.5' });
    const next = swapReducer(typed, { type: 'switchCurrencies' });
    expect(next).toMatchObject({ independentField: 'OUTPUT', typedValue: '1.5' });
    expect(next.INPUT.currencyId).toBe('0xF');
  });

  it('sets and clears the recipient', () => {
    const withRecipient = swapReducer(start, { type: 'setRecipient', recipient: '' });
    expect(withRecipient.recipient).toBe('');
    expect(swapReducer(withRecipient, { type: 'setRecipient', recipient: null }).recipient).toBeNull();
  });
});
