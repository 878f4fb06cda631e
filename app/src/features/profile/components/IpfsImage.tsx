import { useState } from 'react';
import { useGatewayUrl } from '@/nft';
import { cn } from '@/ui/cn.ts';

/** A picture from an ipfs:// link (team images, badges); the name's initial on a tile when missing or broken. */
export function IpfsImage({ image, name, className }: { image: string | undefined; name: string; className?: string }) {
  const toUrl = useGatewayUrl();
  const [failed, setFailed] = useState(false);
  const url = toUrl(image);
  const frame = cn('size-12 shrink-0 overflow-hidden rounded-xl bg-input', className);
  if (!url || failed) {
    return (
      <span aria-hidden="true" className={cn(frame, 'flex items-center justify-center font-bold text-primary')}>
        {name.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      src={url}
      alt=""
      aria-hidden="true"
      referrerPolicy="no-referrer"
      className={cn(frame, 'object-cover')}
      onError={() => setFailed(true)}
    />
  );
}
