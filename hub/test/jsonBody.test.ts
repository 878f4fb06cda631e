import { describe, expect, it } from 'vitest';
import { parseJsonBody, repeatedKey } from '../src/jsonBody.ts';

describe('parseJsonBody', () => {
  it('refuses an object that repeats a key, at any depth, escaped or not', () => {
    expect(repeatedKey('{"a":1,"b":{"c":2,"c":3}}')).toBe('c');
    expect(repeatedKey('{"address":"0x1","address":"0x2"}')).toBe('address');
    expect(repeatedKey('{"a":1,"\\u0061":2}')).toBe('a');
    expect(repeatedKey('[{"a":1},{"a":2}]')).toBeUndefined();
    expect(repeatedKey('{"a":"x\\"a","b":["a","a"],"c":{"a":1}}')).toBeUndefined();
    expect(parseJsonBody('{"a":1,"a":1}')).toEqual({ ok: false, error: 'The body repeats the field "a"' });
  });

  it('reads valid JSON and refuses the rest', () => {
    expect(parseJsonBody(' {"a": [1, {"b": null}]} ')).toEqual({ ok: true, value: { a: [1, { b: null }] } });
    expect(parseJsonBody('{"a":')).toEqual({ ok: false, error: 'The body must be valid JSON' });
    expect(parseJsonBody(`${'['.repeat(10_000)}${']'.repeat(10_000)}`).ok).toBe(true);
  });
});
