/** Wallet error titles and messages of SPEC.md section 8. */
export interface WalletErrorMessage {
  title: string;
  message: string;
}

interface ErrorLike {
  name?: string;
  message?: string;
  shortMessage?: string;
  code?: number;
  cause?: unknown;
}

function chain(error: unknown): ErrorLike[] {
  const list: ErrorLike[] = [];
  let current: unknown = error;
  while (current && typeof current === 'object' && list.length < 8) {
    list.push(current as ErrorLike);
    current = (current as ErrorLike).cause;
  }
  return list;
}

export function isUserRejection(error: unknown): boolean {
  return chain(error).some(
    (e) => e.code === 4001 || e.name === 'UserRejectedRequestError' || /user (rejected|denied)/i.test(e.message ?? ''),
  );
}

export function walletErrorMessage(error: unknown): WalletErrorMessage {
  const errors = chain(error);
  if (errors.some((e) => e.name === 'ProviderNotFoundError')) {
    return { title: 'Provider Error', message: 'No provider was found' };
  }
  if (isUserRejection(error)) {
    return { title: 'Authorization Error', message: 'Please authorize to access your account' };
  }
  if (errors.some((e) => e.name === 'ConnectorNotFoundError' || e.name === 'ConnectorUnavailableReconnectingError')) {
    return { title: 'Unable to find connector', message: 'The connector config is wrong' };
  }
  const first = errors[0];
  return {
    title: first?.name ?? 'Error',
    message: first?.shortMessage ?? first?.message ?? String(error),
  };
}
