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
 * What `t` takes as its key: one string literal written at the call (the extractor reads it) or
 * a MessageText. A plain `string` or a union of literals ('A' | 'B', written elsewhere) is refused:
 * the extractor could not see those texts.
 */
export type TranslationKey<K extends string> = K &
  (string extends K
    ? MessageText
    : [K] extends [MessageText]
      ? unknown
      : true extends IsUnion<K>
        ? MessageText
        : unknown);

/** True for a union of literals ('A' | 'B'): its members were written elsewhere, unseen by the extractor. */
type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;

/**
 * Values substituted into `%name%` placeholders. `count`, when a number, also picks the form of a
 * plural family (ENGLISH_PLURALS): pass it as a number for those keys.
 */
export type TranslationData = Record<string, string | number>;

/** `t(englishText, data)`: the chosen locale's text with its %placeholders% filled. */
export type Translate = <K extends string>(key: TranslationKey<K>, data?: TranslationData) => string;
