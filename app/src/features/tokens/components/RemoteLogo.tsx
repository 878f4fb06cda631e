import { type ReactNode, useState } from 'react';
import { cn } from '@/ui/cn.ts';

/**
 * A round image from an untrusted logo URL (already passed through safeLogoUrl), loaded lazily
 * without a referrer; `fallback` when there is none or it fails to load.
 */
export function RemoteLogo({
  src,
  size,
  className,
  fallback,
}: {
  src: string | undefined;
  /** Pixels. */
  size: number;
  className?: string | undefined;
  fallback: ReactNode;
}) {
  const [failed, setFailed] = useState<string>();
  if (!src || failed === src) return fallback;
  return (
    <img
      src={src}
      alt=""
      data-testid="logo-image"
      width={size}
      height={size}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(src)}
      className={cn('shrink-0 rounded-full bg-input object-cover', className)}
      style={{ width: size, height: size }}
    />
  );
}
