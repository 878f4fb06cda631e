/** Every locale SPEC.md names: en-US (the default) and 27 others. */
export const LOCALES = [
  { code: 'en-US', language: 'English', nativeName: 'English' },
  { code: 'ar-SA', language: 'Arabic', nativeName: 'العربية' },
  { code: 'bn-BD', language: 'Bengali', nativeName: 'বাংলা' },
  { code: 'de-DE', language: 'German', nativeName: 'Deutsch' },
  { code: 'el-GR', language: 'Greek', nativeName: 'Ελληνικά' },
  { code: 'es-ES', language: 'Spanish', nativeName: 'Español' },
  { code: 'fi-FI', language: 'Finnish', nativeName: 'Suomi' },
  { code: 'fil-PH', language: 'Filipino', nativeName: 'Filipino' },
  { code: 'fr-FR', language: 'French', nativeName: 'Français' },
  { code: 'hi-IN', language: 'Hindi', nativeName: 'हिन्दी' },
  { code: 'hu-HU', language: 'Hungarian', nativeName: 'Magyar' },
  { code: 'id-ID', language: 'Indonesian', nativeName: 'Bahasa Indonesia' },
  { code: 'it-IT', language: 'Italian', nativeName: 'Italiano' },
  { code: 'ja-JP', language: 'Japanese', nativeName: '日本語' },
  { code: 'ko-KR', language: 'Korean', nativeName: '한국어' },
  { code: 'nl-NL', language: 'Dutch', nativeName: 'Nederlands' },
  { code: 'pl-PL', language: 'Polish', nativeName: 'Polski' },
  { code: 'pt-BR', language: 'Portuguese (Brazil)', nativeName: 'Português (Brasil)' },
  { code: 'pt-PT', language: 'Portuguese', nativeName: 'Português' },
  { code: 'ro-RO', language: 'Romanian', nativeName: 'Română' },
  { code: 'ru-RU', language: 'Russian', nativeName: 'Русский' },
  { code: 'sv-SE', language: 'Swedish', nativeName: 'Svenska' },
  { code: 'ta-IN', language: 'Tamil', nativeName: 'தமிழ்' },
  { code: 'tr-TR', language: 'Turkish', nativeName: 'Türkçe' },
  { code: 'uk-UA', language: 'Ukrainian', nativeName: 'Українська' },
  { code: 'vi-VN', language: 'Vietnamese', nativeName: 'Tiếng Việt' },
  { code: 'zh-CN', language: 'Chinese (Simplified)', nativeName: '简体中文' },
  { code: 'zh-TW', language: 'Chinese (Traditional)', nativeName: '繁體中文' },
] as const;

export type LocaleCode = (typeof LOCALES)[number]['code'];
export const DEFAULT_LOCALE: LocaleCode = 'en-US';

export function isLocaleCode(code: string): code is LocaleCode {
  return LOCALES.some((locale) => locale.code === code);
}
