/** A small circled "i" drawn as SVG (the Unicode glyph is missing from some system fonts). */
export function InfoIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className={className} fill="none" stroke="currentColor">
      <circle cx="8" cy="8" r="7" strokeWidth="1.5" />
      <path d="M8 7v4.5" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="8" cy="4.75" r="0.9" fill="currentColor" stroke="none" />
    </svg>
  );
}
