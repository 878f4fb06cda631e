import type { SVGProps } from 'react';

/** Line icons for transaction states, drawn like ui/icons.tsx (no emoji glyphs). */
function StatusIcon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

export const CheckIcon = (props: SVGProps<SVGSVGElement>) => (
  <StatusIcon {...props}>
    <path d="M5 12l5 5 9-10" />
  </StatusIcon>
);

export const CrossIcon = (props: SVGProps<SVGSVGElement>) => (
  <StatusIcon {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </StatusIcon>
);

export const ReplacedIcon = (props: SVGProps<SVGSVGElement>) => (
  <StatusIcon {...props}>
    <path d="M4 12a8 8 0 0 1 14-5.3L20 9M20 4v5h-5M20 12a8 8 0 0 1-14 5.3L4 15M4 20v-5h5" />
  </StatusIcon>
);

export const AlertIcon = (props: SVGProps<SVGSVGElement>) => (
  <StatusIcon {...props}>
    <path d="M12 3l10 18H2L12 3z" />
    <path d="M12 10v5M12 18v.5" />
  </StatusIcon>
);

export const SentIcon = (props: SVGProps<SVGSVGElement>) => (
  <StatusIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 16V8M8 12l4-4 4 4" />
  </StatusIcon>
);
