import type { MessageText } from '@/i18n/message.ts';

/** A user-facing text as its English key and placeholder values, translated where it is shown. */
export interface Message {
  key: MessageText;
  data?: Record<string, string>;
}
