import { useCallback } from 'react';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import type { Message } from '../logic/message.ts';

/** Translates a Message into the text shown. */
export function useMessage() {
  const { t } = useTranslation();
  return useCallback((message: Message | undefined): string => (message ? t(message.key, message.data) : ''), [t]);
}
