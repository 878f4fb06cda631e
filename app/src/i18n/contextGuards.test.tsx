import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useToast } from '@/ui/Toast.tsx';
import { useTranslation } from './LanguageProvider.tsx';

function ReadsLanguage() {
  useTranslation();
  return null;
}

function ReadsToasts() {
  useToast();
  return null;
}

describe('contexts read outside their providers', () => {
  it('the language context throws', () => {
    expect(() => renderToString(<ReadsLanguage />)).toThrow('Language context is undefined');
  });
  it('the toast context throws', () => {
    expect(() => renderToString(<ReadsToasts />)).toThrow('Toasts context undefined');
  });
});
