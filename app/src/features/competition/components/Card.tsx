/** A titled panel of the competition page. */
export function Card({ title, testId, children }: { title: string; testId: string; children: React.ReactNode }) {
  return (
    <section data-testid={testId} className="flex flex-col gap-4 rounded-3xl border border-border bg-card p-5">
      <h2 className="text-xl font-bold text-primary">{title}</h2>
      {children}
    </section>
  );
}
