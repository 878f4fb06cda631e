import { describe, expect, it } from 'vitest';
import { walletErrorMessage } from './walletErrors.ts';

const named = (name: string, message = name, extra: object = {}) =>
  Object.assign(new Error(message), { name, ...extra });

describe('walletErrorMessage', () => {
  it('maps a missing provider', () => {
    expect(walletErrorMessage(named('ProviderNotFoundError'))).toEqual({
      title: 'Provider Error',
      message: 'No provider was found',
    });
  });
  it('maps a rejection, also when wrapped', () => {
    const wrapped = named('ConnectError', 'failed', { cause: { code: 4001, message: 'User rejected' } });
    expect(walletErrorMessage(wrapped)).toEqual({
      title: 'Authorization Error',
      message: 'Please authorize to access your account',
    });
  });
  it('maps a broken connector config', () => {
    expect(walletErrorMessage(named('ConnectorNotFoundError')).title).toBe('Unable to find connector');
  });
  it('shows other errors with their own name and message', () => {
    expect(walletErrorMessage(named('TimeoutError', 'The request timed out.'))).toEqual({
      title: 'TimeoutError',
      message: 'The request timed out.',
      walletWorded: true,
    });
  });
});
