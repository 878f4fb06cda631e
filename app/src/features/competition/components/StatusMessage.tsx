/** A page-wide state in words: nothing on this network, a failed read, a phase with nothing to do. */
export function StatusMessage({ testId, children }: { testId: string; children: string }) {
  return (
    <p role="status" data-testid={testId} className="rounded-2xl bg-input px-4 py-3 text-center font-semibold">
      {children}
    </p>
  );
}
