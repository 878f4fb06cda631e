import { describe, expect, it } from 'vitest';
import { requestSender } from '../src/http.ts';

describe('requestSender', () => {
  const balancers = new Set(['127.0.0.1', '::ffff:127.0.0.1']);

  it("takes the balancer's last X-Forwarded-For entry, the one it wrote", () => {
    expect(requestSender('127.0.0.1', '203.0.113.7', balancers)).toBe('203.0.113.7');
    expect(requestSender('::ffff:127.0.0.1', '1.2.3.4, 203.0.113.7', balancers)).toBe('203.0.113.7');
    expect(requestSender('127.0.0.1', undefined, balancers)).toBe('127.0.0.1');
    expect(requestSender('127.0.0.1', ' ', balancers)).toBe('127.0.0.1');
  });

  it('ignores the header from anyone else, and by default', () => {
    expect(requestSender('198.51.100.2', '203.0.113.7', balancers)).toBe('198.51.100.2');
    expect(requestSender('127.0.0.1', '203.0.113.7', new Set())).toBe('127.0.0.1');
  });
});
