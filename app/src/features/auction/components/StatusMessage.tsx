/** A page-wide state in words: nothing on this network, no auction yet, a failed read. */
export function StatusMessage({ testId, children }: { testId: string; children: string }) {
  return (
    <p role="status" data-testid={testId} className="rounded-2xl bg-input px-4 py-3 text-center font-semibold">
      {children}
    </p>
  );
}
