/** The oracle price over recent rounds (filled in by the chart work). */
export function ChartPane() {
  return <section aria-label="Chart" />;
}
