/**
 * Names and symbols come from token lists and token contracts, i.e. from anyone. They are only
 * ever rendered as React text (escaped), and this keeps them to one short line: control and
 * invisible formatting characters are dropped (they can spoof the look of a symbol), runs of
 * whitespace collapse, and the text is cut at `maxLength` characters.
 */
export function safeText(value: unknown, maxLength: number): string {
  if (typeof value !== 'string') return '';
  const cleaned = value
    .replace(/\s+/g, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  return Array.from(cleaned).slice(0, maxLength).join('');
}
