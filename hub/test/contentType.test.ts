import { describe, expect, it } from 'vitest';
import { sniffContentType } from '../src/ipfs/contentType.ts';

describe('sniffContentType', () => {
  const text = (value: string) => new TextEncoder().encode(value);
  it('tells JSON from SVG from plain text', () => {
    expect(sniffContentType(text(' [1, 2]'))).toBe('application/json; charset=utf-8');
    expect(sniffContentType(text('{ not json'))).toBe('text/plain; charset=utf-8');
    expect(sniffContentType(text('<!-- art --><svg viewBox="0 0 1 1"></svg>'))).toBe('image/svg+xml');
    expect(sniffContentType(text('<html><svg></svg></html>'))).toBe('text/plain; charset=utf-8');
    expect(sniffContentType(new Uint8Array([0xc3, 0x28]))).toBe('application/octet-stream');
  });
});
