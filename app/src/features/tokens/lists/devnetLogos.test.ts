import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEVNET_LOGOS, devnetLogoURI, NATIVE_LOGO_URI } from './devnetLogos.ts';

const served = readdirSync(join(import.meta.dirname, '..', '..', '..', '..', 'public', 'tokens')).map(
  (file) => `/tokens/${file}`,
);

describe('devnet logos', () => {
  it('points only at drawn files, and every drawn file is used', () => {
    const used = [NATIVE_LOGO_URI, ...[...DEVNET_LOGOS].map(devnetLogoURI)];
    expect(used.sort()).toEqual([...served].sort());
    expect(devnetLogoURI('NOT_DRAWN')).toBeUndefined();
  });
});
