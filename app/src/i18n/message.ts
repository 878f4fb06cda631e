// Texts written outside a component (menu labels, form errors, catalogues) are marked with `msg()`:
// the extractor collects them into en-US.json, and `t` accepts them where it refuses a plain string.

declare const messageBrand: unique symbol;

/** An English source text the extractor has seen: a literal marked with msg, or a catalogue entry mapped to one. */
export type MessageText = string & { readonly [messageBrand]: true };

/** Marks a constant English text for translation; at run time it returns the text unchanged. */
export function msg(text: string): MessageText {
  return text as MessageText;
}

/**
 * What `t` takes as its key: a string literal written at the call (the extractor reads it) or a
 * MessageText; a plain `string` variable is refused, since its text would never reach the locales.
 */
export type TranslationKey<K extends string> = K & (string extends K ? MessageText : unknown);

/**
 * Values substituted into `%name%` placeholders. `count`, when a number, also picks the form of a
 * plural family (ENGLISH_PLURALS): pass it as a number for those keys.
 */
export type TranslationData = Record<string, string | number>;

/** `t(englishText, data)`: the chosen locale's text with its %placeholders% filled. */
export type Translate = <K extends string>(key: TranslationKey<K>, data?: TranslationData) => string;
