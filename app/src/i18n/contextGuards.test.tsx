import { render } from 'preact';
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

/** Tests run in node without a DOM: these components render nothing, so a bare object can hold them. */
const detachedRoot = () => ({}) as Element;

describe('contexts read outside their providers', () => {
  it('the language context throws', () => {
    expect(() => render(<ReadsLanguage />, detachedRoot())).toThrow('Language context is undefined');
  });
  it('the toast context throws', () => {
    expect(() => render(<ReadsToasts />, detachedRoot())).toThrow('Toasts context undefined');
  });
});
