import { describe, expect, it } from 'vitest';
import {
  COLLECTIBLE_DESCRIPTION_MAX_LENGTH,
  COLLECTIBLE_NAME_MAX_LENGTH,
  parseCollectibleMetadata,
} from '../../src/collectibles/index.ts';

const cid = (n: number) => `ipfs://bafkrei${String(n).padStart(52, 'a')}`;

const full = {
  name: 'Goggles Bunny',
  description: 'A starter with lab goggles.',
  identifier: 'goggles-bunny',
  collection: 'bunnies',
  bunnyId: 2,
  image: cid(1),
  images: { lg: cid(1), md: cid(2), sm: cid(3), blur: cid(4) },
  video: { webm: cid(5), mp4: cid(6) },
};

describe('parseCollectibleMetadata', () => {
  it('keeps every field of well-formed metadata', () => {
    expect(parseCollectibleMetadata(full)).toEqual({
      name: 'Goggles Bunny',
      description: 'A starter with lab goggles.',
      identifier: 'goggles-bunny',
      collection: 'bunnies',
      bunnyId: 2,
      images: { lg: cid(1), md: cid(2), sm: cid(3), blur: cid(4) },
      video: { webm: cid(5), mp4: cid(6) },
    });
  });

  it('falls back to the larger size, then to image, when sizes are missing', () => {
    const { images, video, ...rest } = full;
    expect(parseCollectibleMetadata(rest)?.images).toEqual({ lg: cid(1), md: cid(1), sm: cid(1), blur: undefined });
    expect(parseCollectibleMetadata({ ...rest, images: { md: cid(2) } })?.images).toEqual({
      lg: cid(1),
      md: cid(2),
      sm: cid(2),
      blur: undefined,
    });
    expect(parseCollectibleMetadata(rest)?.video).toBeUndefined();
    expect(parseCollectibleMetadata({ ...rest, video: {} })?.video).toBeUndefined();
  });

  it('accepts http(s) links and drops unknown fields', () => {
    const parsed = parseCollectibleMetadata({
      ...full,
      image: 'https://example.org/a.png',
      images: undefined,
      extra: 1,
    });
    expect(parsed?.images.lg).toBe('https://example.org/a.png');
    expect(parsed).not.toHaveProperty('extra');
  });

  it('refuses links other than ipfs and http(s), wherever they are', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'file:///etc/passwd',
      '//evil.example/a.png',
      'ipfs://cid" onerror="alert(1)',
      '',
    ]) {
      expect(parseCollectibleMetadata({ ...full, image: bad })).toBeNull();
      expect(parseCollectibleMetadata({ ...full, images: { ...full.images, sm: bad } })).toBeNull();
      expect(parseCollectibleMetadata({ ...full, video: { mp4: bad } })).toBeNull();
    }
  });

  it('refuses oversized text and links', () => {
    expect(parseCollectibleMetadata({ ...full, name: 'x'.repeat(COLLECTIBLE_NAME_MAX_LENGTH + 1) })).toBeNull();
    expect(
      parseCollectibleMetadata({ ...full, description: 'x'.repeat(COLLECTIBLE_DESCRIPTION_MAX_LENGTH + 1) }),
    ).toBeNull();
    expect(parseCollectibleMetadata({ ...full, image: `https://example.org/${'a'.repeat(3000)}` })).toBeNull();
  });

  it('gives null for anything that is not collectible metadata', () => {
    for (const bad of [
      null,
      'Goggles Bunny',
      [],
      {},
      { ...full, name: '' },
      { ...full, name: 42 },
      { ...full, bunnyId: 256 },
      { ...full, collection: 'kittens' },
      { ...full, identifier: 'Not A Slug' },
    ]) {
      expect(parseCollectibleMetadata(bad)).toBeNull();
    }
  });
});
