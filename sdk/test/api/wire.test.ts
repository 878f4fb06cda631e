import { describe, expect, it } from 'vitest';
import { checkAddress, parseIsoUtc } from '../../src/api/index.ts';

describe('parseIsoUtc', () => {
  it('reads UTC timestamps as toISOString writes them', () => {
    expect(parseIsoUtc('2026-11-24T14:00:00.000Z')?.getTime()).toBe(Date.UTC(2026, 10, 24, 14));
    expect(parseIsoUtc('2026-11-24T14:00:00Z')?.getTime()).toBe(Date.UTC(2026, 10, 24, 14));
  });

  it('refuses other zones, other shapes and dates that do not exist', () => {
    for (const text of [
      '2026-11-24T14:00:00+00:00',
      '2026-11-24 14:00:00Z',
      '2026-11-24',
      '2026-02-30T00:00:00.000Z',
      '2026-13-01T00:00:00.000Z',
      '2026-11-24T24:00:00.000Z',
      '2026-11-24T14:00:00.0000Z',
      ' 2026-11-24T14:00:00.000Z',
    ]) {
      expect(parseIsoUtc(text), text).toBeUndefined();
    }
  });
});

describe('checkAddress', () => {
  it('lowercases valid addresses and refuses a wrong checksum', () => {
    expect(checkAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(
      '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    );
    expect(checkAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toBe(
      '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    );
    for (const bad of ['0x70997970C51812DC3A010C7d01b50e0d17dc79C8', '0x7099', 42, undefined]) {
      expect(checkAddress(bad)).toBeUndefined();
    }
  });
});
