import { describe, expect, it } from 'vitest';
import { msg } from '@/i18n/message.ts';
import { MissingInputError, NoCandidateError, TransactionError } from './errors.ts';
import { noCandidateMessage, writeFailureMessage } from './messages.ts';

describe('noCandidateMessage', () => {
  it('prefers a revert reason, with a slippage hint where it applies', () => {
    const message = noCandidateMessage([
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
    const preferred = noCandidateMessage([
      new TransactionError('reverted', 'K', 'K'),
      new TransactionError(
        'reverted',
        'FlaskRouter: INSUFFICIENT_OUTPUT_AMOUNT',
        'FlaskRouter: INSUFFICIENT_OUTPUT_AMOUNT',
      ),
    ]);
    expect(preferred.data).toEqual({ reason: 'FlaskRouter: INSUFFICIENT_OUTPUT_AMOUNT' });
    expect(noCandidateMessage([new TransactionError('reverted', 'K', 'K')]).data).toEqual({ reason: 'K' });
    const expired = noCandidateMessage([
      new TransactionError('reverted', 'FlaskRouter: EXPIRED', 'FlaskRouter: EXPIRED'),
    ]);
    expect(expired.hint).toBeUndefined();
  });

  it('falls back to the gas message, then to the unexplained one', () => {
    expect(noCandidateMessage([new TransactionError('estimateGas', 'x')]).key).toBe(
      'Unexpected issue with estimating the gas. Please try again.',
    );
    expect(noCandidateMessage([]).key).toBe(
      'Unexpected error. Please contact support: none of the calls threw an error',
    );
    expect(noCandidateMessage([new Error('boom')]).key).toBe(
      'Unexpected error. Please contact support: none of the calls threw an error',
    );
  });

  it('reports missing dependencies', () => {
    expect(noCandidateMessage([new MissingInputError(msg('Missing dependencies'))]).key).toBe('Missing dependencies');
  });
});

describe('writeFailureMessage', () => {
  const swapFailed = 'Swap failed: %message%';
  const failed = 'Transaction failed: %message%';
  it("words a wallet rejection, and any other failure with the screen's prefix", () => {
    expect(writeFailureMessage(new TransactionError('rejected', 'Transaction rejected.'), swapFailed)).toEqual({
      key: 'Transaction rejected.',
    });
    expect(writeFailureMessage(new TransactionError('unknown', 'nonce too low'), swapFailed)).toEqual({
      key: swapFailed,
      data: { message: 'nonce too low' },
    });
    expect(writeFailureMessage(new Error('boom'), failed)).toEqual({ key: failed, data: { message: 'boom' } });
  });

  it('words what stopped the write before the wallet', () => {
    expect(writeFailureMessage(new MissingInputError(msg('Invalid recipient')), failed)).toEqual({
      key: 'Invalid recipient',
    });
    expect(writeFailureMessage(new TransactionError('reverted', 'K', 'K'), failed)).toEqual({
      key: 'The transaction cannot succeed due to error: %reason%.',
      data: { reason: 'K' },
    });
    expect(writeFailureMessage(new TransactionError('estimateGas', 'x'), failed).key).toBe(
      'Unexpected issue with estimating the gas. Please try again.',
    );
    const bothFailed = new NoCandidateError([
      new TransactionError('estimateGas', 'x'),
      new TransactionError('reverted', 'K', 'K'),
    ]);
    expect(writeFailureMessage(bothFailed, failed).data).toEqual({ reason: 'K' });
    expect(writeFailureMessage(new NoCandidateError([]), failed).key).toBe(
      'Unexpected error. Please contact support: none of the calls threw an error',
    );
  });
});
