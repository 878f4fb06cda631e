import type { AnchorHTMLAttributes } from 'react';
import { cn } from './cn.ts';

/**
 * Link leaving the app: new tab, no referrer or opener handed to the other site. Underlined, so it
 * stands out from the text around it by more than its colour (WCAG 1.4.1).
 */
export function ExternalLink({ className, children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={cn('text-primary underline underline-offset-2 hover:no-underline', className)}
      {...props}
    >
      {children}
    </a>
  );
}
