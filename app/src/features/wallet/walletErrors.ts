import { type MessageText, msg, type Translate } from '@/i18n/message.ts';

/**
 * Wallet error titles and messages of SPEC.md section 8: the known ones are ours to translate;
 * any other error shows its own name and message, as the wallet worded them.
 */
export type WalletErrorMessage =
  | { title: MessageText; message: MessageText; walletWorded?: false }
  | { title: string; message: string; walletWorded: true };

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
    return { title: msg('Provider Error'), message: msg('No provider was found') };
  }
  if (isUserRejection(error)) {
    return { title: msg('Authorization Error'), message: msg('Please authorize to access your account') };
  }
  if (errors.some((e) => e.name === 'ConnectorNotFoundError' || e.name === 'ConnectorUnavailableReconnectingError')) {
    return { title: msg('Unable to find connector'), message: msg('The connector config is wrong') };
  }
  const first = errors[0];
  if (!first?.name) return { title: msg('Error'), message: msg('Something went wrong') };
  return { title: first.name, message: first.shortMessage ?? first.message ?? String(error), walletWorded: true };
}

/** The toast's title and message in the chosen language (a wallet's own wording is shown as is). */
export function walletErrorText(error: unknown, t: Translate): { title: string; message: string } {
  const worded = walletErrorMessage(error);
  return worded.walletWorded ? worded : { title: t(worded.title), message: t(worded.message) };
}
