import { useState } from 'react';
import { safeLogoUrl } from '../../logoUrl.ts';
import { safeText } from '../../safeText.ts';

/** A list's logo from its (untrusted) logoURI, or its initials. */
export function ListLogo({ logoURI, name, size = 32 }: { logoURI?: string; name: string; size?: number }) {
  const src = safeLogoUrl(logoURI);
  const [failed, setFailed] = useState<string>();
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        referrerPolicy="no-referrer"
        loading="lazy"
        onError={() => setFailed(src)}
        className="shrink-0 rounded-full bg-input object-cover"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-grid shrink-0 place-items-center rounded-full bg-card text-xs font-bold text-muted"
      style={{ width: size, height: size }}
    >
      {safeText(name, 2).toUpperCase()}
    </span>
  );
}
