import { describe, expect, it } from 'vitest';
import { TransactionError } from '@/chain/tx/errors.ts';
import { estimationFailureMessage, sendFailureMessage } from './swapErrors.ts';

describe('estimationFailureMessage', () => {
  it('prefers a revert reason, with a slippage hint where it applies', () => {
    const message = estimationFailureMessage([
      new TransactionError('estimateGas', 'gas'),
      new TransactionError(
        'reverted',
        'FlaskRouter: INSUFFICIENT_OUTPUT_AMOUNT',
        'FlaskRouter: INSUFFICIENT_OUTPUT_AMOUNT',
      ),
    ]);
    expect(message.key).toBe('The transaction cannot succeed due to error: %reason%.');
    expect(message.data).toEqual({ reason: 'FlaskRouter: INSUFFICIENT_OUTPUT_AMOUNT' });
    expect(message.hint?.key).toMatch(/slippage tolerance/);
    const preferred = estimationFailureMessage([
      new TransactionError('reverted', 'K', 'K'),
      new TransactionError(
        'reverted',
        'FlaskRouter: INSUFFICIENT_OUTPUT_AMOUNT',
        'FlaskRouter: INSUFFICIENT_OUTPUT_AMOUNT',
      ),
    ]);
    expect(preferred.data).toEqual({ reason: 'FlaskRouter: INSUFFICIENT_OUTPUT_AMOUNT' });
    expect(estimationFailureMessage([new TransactionError('reverted', 'K', 'K')]).data).toEqual({ reason: 'K' });
    const expired = estimationFailureMessage([
      new TransactionError('reverted', 'FlaskRouter: EXPIRED', 'FlaskRouter: EXPIRED'),
    ]);
    expect(expired.hint).toBeUndefined();
  });

  it('falls back to the gas message, then to the unexplained one', () => {
    expect(estimationFailureMessage([new TransactionError('estimateGas', 'x')]).key).toBe(
      'Unexpected issue with estimating the gas. Please try again.',
    );
    expect(estimationFailureMessage([]).key).toBe(
      'Unexpected error. Please contact support: none of the calls threw an error',
    );
    expect(estimationFailureMessage([new Error('boom')]).key).toBe(
      'Unexpected error. Please contact support: none of the calls threw an error',
    );
  });

  it('reports missing dependencies', () => {
    expect(estimationFailureMessage([new TransactionError('unknown', 'Missing dependencies')]).key).toBe(
      'Missing dependencies',
    );
  });
});

describe('sendFailureMessage', () => {
  it('words a wallet rejection and any other failure', () => {
    expect(sendFailureMessage(new TransactionError('rejected', 'Transaction rejected.')).key).toBe(
      'Transaction rejected.',
    );
    expect(sendFailureMessage(new TransactionError('unknown', 'nonce too low'))).toEqual({
      key: 'Swap failed: %message%',
      data: { message: 'nonce too low' },
    });
  });
});
