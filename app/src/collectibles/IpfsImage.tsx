import { useState } from 'react';
import { cn } from '@/ui/cn.ts';
import { CollectiblePlaceholder } from './CollectiblePlaceholder.tsx';
import { useGatewayUrl } from './gateway.ts';

/**
 * A single picture named by an ipfs:// (or http(s)) link: a team's image, an achievement badge.
 * Loaded through the chain's gateway; a missing, unsafe or broken link shows the placeholder.
 */
export function IpfsImage({ link, alt, className }: { link: string | undefined; alt: string; className?: string }) {
  const toUrl = useGatewayUrl();
  const url = toUrl(link);
  const [failedUrl, setFailedUrl] = useState<string>();
  const frame = cn('relative block aspect-square overflow-hidden rounded-2xl bg-input', className);
  if (!url || failedUrl === url) return <CollectiblePlaceholder alt={alt} className={frame} />;
  return (
    <span className={frame}>
      <img
        src={url}
        alt={alt}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        className="absolute inset-0 h-full w-full object-cover"
        onError={() => setFailedUrl(url)}
      />
    </span>
  );
}
