/** The chart's column beside the form: wide while open, a narrow bar once hidden; full width on phones. */
export function chartColumnClass(open: boolean): string {
  return open ? 'w-full lg:order-1 lg:max-w-[640px] lg:flex-1' : 'w-full lg:order-1 lg:w-72';
}
