import { useState } from 'react';
import { cn } from '@/ui/cn.ts';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { CollectiblePlaceholder } from './CollectiblePlaceholder.tsx';
import type { CollectibleView } from './metadata.ts';

/**
 * The widths the lg/md/sm images are drawn at (the devnet's artwork: devnet/src/deploy/profile/art.ts),
 * for the browser's choice through `sizes`. SVG artwork is sharp at any of them.
 */
export const COLLECTIBLE_IMAGE_WIDTHS = { sm: 96, md: 256, lg: 512 } as const;

export interface CollectibleImageProps {
  /** undefined while the metadata loads (a skeleton); null when it could not be read (a placeholder). */
  metadata: CollectibleView | null | undefined;
  alt: string;
  /** How wide the image is drawn, for the browser's choice among lg/md/sm. */
  sizes?: string;
  className?: string;
  /** Plays the collectible's video where it has one (muted, looping); avatars pass false. */
  allowVideo?: boolean;
}

/** A collectible's picture: blur placeholder until loaded, video where present, placeholder on error. */
export function CollectibleImage({
  metadata,
  alt,
  sizes = '(min-width: 640px) 240px, 45vw',
  className,
  allowVideo = true,
}: CollectibleImageProps) {
  const frame = cn('relative block aspect-square overflow-hidden rounded-2xl bg-input', className);
  if (metadata === undefined) {
    return (
      <span className={frame} data-testid="collectible-image" data-state="loading">
        <Skeleton className="absolute inset-0 h-full w-full rounded-none" />
      </span>
    );
  }
  if (metadata === null) return <CollectiblePlaceholder alt={alt} className={frame} />;
  // A new picture starts over: loaded and failed belong to one set of links.
  return (
    <LoadedCollectibleImage
      key={metadata.images.lg}
      metadata={metadata}
      alt={alt}
      sizes={sizes}
      className={frame}
      allowVideo={allowVideo}
    />
  );
}

function LoadedCollectibleImage({
  metadata,
  alt,
  sizes,
  className,
  allowVideo,
}: Required<Omit<CollectibleImageProps, 'metadata'>> & { metadata: CollectibleView }) {
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [videoFailed, setVideoFailed] = useState(false);
  if (failed) return <CollectiblePlaceholder alt={alt} className={className} />;
  const { images, video } = metadata;
  const srcSet = `${images.sm} ${COLLECTIBLE_IMAGE_WIDTHS.sm}w, ${images.md} ${COLLECTIBLE_IMAGE_WIDTHS.md}w, ${images.lg} ${COLLECTIBLE_IMAGE_WIDTHS.lg}w`;
  const playVideo = allowVideo && video !== undefined && !videoFailed && !prefersReducedMotion();
  return (
    <span className={className} data-testid="collectible-image" data-state={loaded ? 'loaded' : 'loading'}>
      {images.blur && !loaded && (
        <img
          src={images.blur}
          alt=""
          aria-hidden="true"
          referrerPolicy="no-referrer"
          className="absolute inset-0 h-full w-full scale-110 object-cover blur-md"
        />
      )}
      {playVideo ? (
        <video
          className={cn('absolute inset-0 h-full w-full object-cover transition-opacity', !loaded && 'opacity-0')}
          poster={images.md}
          aria-label={alt}
          muted
          loop
          playsInline
          autoPlay
          onLoadedData={() => setLoaded(true)}
        >
          {/* The browser tries the sources in order; once the last fails, the image takes over. */}
          {video.webm && (
            <source src={video.webm} type="video/webm" onError={video.mp4 ? undefined : () => setVideoFailed(true)} />
          )}
          {video.mp4 && <source src={video.mp4} type="video/mp4" onError={() => setVideoFailed(true)} />}
        </video>
      ) : (
        <img
          src={images.md}
          srcSet={srcSet}
          sizes={sizes}
          alt={alt}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          className={cn('absolute inset-0 h-full w-full object-cover transition-opacity', !loaded && 'opacity-0')}
          onLoad={() => setLoaded(true)}
          onError={() => setFailed(true)}
        />
      )}
    </span>
  );
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}
