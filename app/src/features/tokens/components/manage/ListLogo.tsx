import { safeLogoUrl } from '../../logic/logoUrl.ts';
import { safeText } from '../../logic/safeText.ts';
import { RemoteLogo } from '../RemoteLogo.tsx';

/** A list's logo from its (untrusted) logoURI, or its initials. */
export function ListLogo({ logoURI, name, size = 32 }: { logoURI?: string; name: string; size?: number }) {
  return (
    <RemoteLogo
      src={safeLogoUrl(logoURI)}
      size={size}
      fallback={
        <span
          aria-hidden="true"
          className="inline-grid shrink-0 place-items-center rounded-full bg-card text-xs font-bold text-muted"
          style={{ width: size, height: size }}
        >
          {safeText(name, 2).toUpperCase()}
        </span>
      }
    />
  );
}
