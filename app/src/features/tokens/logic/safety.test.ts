import { describe, expect, it } from 'vitest';
import { safeLogoUrl } from './logoUrl.ts';
import { safeText } from './safeText.ts';

describe('safeLogoUrl', () => {
  it('keeps https and same-origin paths, and rewrites ipfs to a gateway', () => {
    expect(safeLogoUrl('https://x.org/a.png')).toBe('https://x.org/a.png');
    expect(safeLogoUrl('ipfs://QmHash/logo.png')).toBe('https://ipfs.io/ipfs/QmHash/logo.png');
    expect(safeLogoUrl('/tokens/flask.svg')).toBe('/tokens/flask.svg');
  });

  it('drops every other scheme', () => {
    const others = ['http://x.org/a.png', '//evil.org/a.png', '/\\evil.org/a.png', 'javascript:alert(1)'];
    for (const uri of [...others, 'data:image/svg+xml,<svg onload=alert(1)>', 'local.png', 'x', '']) {
      expect(safeLogoUrl(uri)).toBeUndefined();
    }
    expect(safeLogoUrl(undefined)).toBeUndefined();
  });
});

describe('safeText', () => {
  it('drops control and invisible characters, collapses whitespace and cuts long text', () => {
    expect(safeText('  Wrapped\n\tBNB  ', 20)).toBe('Wrapped BNB');
    expect(safeText('US\u202EDT\u200B', 20)).toBe('USDT');
    expect(safeText('x'.repeat(100), 64)).toHaveLength(64);
    expect(safeText(42, 10)).toBe('');
  });

  it('keeps markup as plain characters (React renders it as text)', () => {
    expect(safeText('<img src=x onerror=alert(1)>', 64)).toBe('<img src=x onerror=alert(1)>');
  });
});
