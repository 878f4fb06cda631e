import { describe, expect, it } from 'vitest';
import { parseSwapQuery, swapQueryIssueMessage } from './swapQuery.ts';

const FLASK = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
const BUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

describe('parseSwapQuery', () => {
  it('defaults the input to BNB', () => {
    const { state, issues } = parseSwapQuery('');
    expect(state.INPUT.currencyId).toBe('BNB');
    expect(state.OUTPUT.currencyId).toBeUndefined();
    expect(issues).toEqual([]);
  });

  it('reads currencies as BNB (any case) or checksummed addresses', () => {
    const { state } = parseSwapQuery(`?inputCurrency=${FLASK.toLowerCase()}&outputCurrency=bnb`);
    expect(state.INPUT.currencyId).toBe(FLASK);
    expect(state.OUTPUT.currencyId).toBe('BNB');
  });

  it('leaves the input empty when only BNB is asked as output', () => {
    const { state } = parseSwapQuery('?outputCurrency=BNB');
    expect(state.INPUT.currencyId).toBeUndefined();
    expect(state.OUTPUT.currencyId).toBe('BNB');
  });

  it('clears an output identical to the input', () => {
    const { state, issues } = parseSwapQuery(`?inputCurrency=${FLASK}&outputCurrency=${FLASK.toLowerCase()}`);
    expect(state.INPUT.currencyId).toBe(FLASK);
    expect(state.OUTPUT.currencyId).toBeUndefined();
    expect(issues).toEqual([{ param: 'outputCurrency', problem: 'sameAsInput' }]);
  });

  it('drops invalid addresses and reports them', () => {
    const { state, issues } = parseSwapQuery('?inputCurrency=0x123&outputCurrency=<script>');
    expect(state.INPUT.currencyId).toBe('BNB');
    expect(state.OUTPUT.currencyId).toBeUndefined();
    expect(issues).toEqual([
      { param: 'inputCurrency', problem: 'invalidAddress' },
      { param: 'outputCurrency', problem: 'invalidAddress' },
    ]);
  });

  it('takes a numeric exactAmount (comma as dot) and exactField output', () => {
    const { state } = parseSwapQuery(`?outputCurrency=${BUSD}&exactAmount=1,5&exactField=OUTPUT`);
    expect(state).toMatchObject({ typedValue: '1.5', independentField: 'OUTPUT' });
  });

  it('drops a non-numeric amount and an unknown field', () => {
    for (const amount of ['abc', '1.2.3', '-1', '1e18', '.', 'x'.repeat(80), '9'.repeat(80)]) {
      const { state, issues } = parseSwapQuery(`?exactAmount=${encodeURIComponent(amount)}&exactField=sideways`);
      expect(state.typedValue, amount).toBe('');
      expect(state.independentField).toBe('INPUT');
      expect(issues).toEqual([
        { param: 'exactAmount', problem: 'notANumber' },
        { param: 'exactField', problem: 'unknownField' },
      ]);
    }
  });

  it('keeps an address or name recipient, drops anything else', () => {
    expect(parseSwapQuery(`?recipient=${BUSD.toLowerCase()}`).state.recipient).toBe(BUSD);
    expect(parseSwapQuery('?recipient=%20alice.bnb%20').state.recipient).toBe('alice.bnb');
    const bad = parseSwapQuery('?recipient=not-a-recipient');
    expect(bad.state.recipient).toBeNull();
    expect(bad.issues).toEqual([{ param: 'recipient', problem: 'invalidRecipient' }]);
  });

  it('words every issue', () => {
    expect(swapQueryIssueMessage({ param: 'inputCurrency', problem: 'invalidAddress' })).toEqual({
      key: "Link parameter %param% ignored: Invalid 'address' parameter",
      data: { param: 'inputCurrency' },
    });
  });
});
