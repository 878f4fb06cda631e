import type { AnchorHTMLAttributes } from 'react';
import { cn } from './cn.ts';

/** Link leaving the app: new tab, no referrer or opener handed to the other site. */
export function ExternalLink({ className, children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a target="_blank" rel="noopener noreferrer" className={cn('text-primary hover:underline', className)} {...props}>
      {children}
    </a>
  );
}
