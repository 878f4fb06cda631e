import { useCallback } from 'react';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { Message } from '../logic/message.ts';
import type { SwapErrorMessage } from '../logic/swapErrors.ts';

/** Translates a Message (and a swap error's hint) into the text shown. */
export function useMessage() {
  const { t } = useTranslation();
  return useCallback(
    (message: Message | SwapErrorMessage | undefined): string => {
      if (!message) return '';
      const text = t(message.key, message.data);
      const hint = 'hint' in message && message.hint ? t(message.hint.key, message.hint.data) : '';
      return hint ? `${text} ${hint}` : text;
    },
    [t],
  );
}
