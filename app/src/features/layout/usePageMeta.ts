import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useFormatLocale } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/LanguageProvider.tsx';
import { getPageMeta } from './pageMeta.ts';

function setMeta(selector: string, attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** Keeps the document title and the social-share tags in step with the route. */
export function usePageMeta(flaskPriceUsd?: number) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const locale = useFormatLocale();
  useEffect(() => {
    const meta = getPageMeta(pathname, t, flaskPriceUsd, locale);
    document.title = meta.title;
    setMeta('meta[name="description"]', 'name', 'description', meta.description);
    setMeta('meta[property="og:title"]', 'property', 'og:title', meta.title);
    setMeta('meta[property="og:description"]', 'property', 'og:description', meta.description);
    setMeta('meta[property="og:image"]', 'property', 'og:image', new URL(meta.image, window.location.origin).href);
    setMeta('meta[name="twitter:title"]', 'name', 'twitter:title', meta.title);
    setMeta('meta[name="twitter:description"]', 'name', 'twitter:description', meta.description);
    setMeta('meta[name="twitter:image"]', 'name', 'twitter:image', new URL(meta.image, window.location.origin).href);
  }, [pathname, t, flaskPriceUsd, locale]);
}
