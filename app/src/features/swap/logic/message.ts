/** A user-facing text as its English key and placeholder values, translated where it is shown. */
export interface Message {
  key: string;
  data?: Record<string, string>;
}
