import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFault } from '../src/index.js';

describe('parseFault: the x-haulkit-fault and /__faults syntax', () => {
  it.each([
    ['status=500', { outcome: { kind: 'status', status: 500 } }],
    ['status=429;retry-after=5', { outcome: { kind: 'status', status: 429, retryAfterSeconds: 5 } }],
    ['delay=250', { delayMs: 250 }],
    ['delay=100;status=503;times=2', { delayMs: 100, outcome: { kind: 'status', status: 503 }, times: 2 }],
    ['non-json', { outcome: { kind: 'non-json' } }],
    ['drop;times=1', { outcome: { kind: 'drop' }, times: 1 }],
    ['HANG;', { outcome: { kind: 'hang' } }],
  ])('reads %s', (text, fault) => {
    expect(parseFault(text)).toEqual({ ok: true, fault });
  });

  it.each([
    ['', 'a fault needs a status, delay, non-json, drop or hang'],
    ['times=2', 'a fault needs a status, delay, non-json, drop or hang'],
    ['status=abc', 'status must be 400 to 599'],
    ['status=302', 'status must be 400 to 599'],
    ['delay=-1', 'delay must be 0 to 120000 ms'],
    ['delay=999999', 'delay must be 0 to 120000 ms'],
    ['times=0', 'times must be 1 or more'],
    ['drop;hang', 'a fault has one outcome: status, non-json, drop or hang'],
    ['retry-after=2;delay=5', 'retry-after goes with a status'],
    ['hang=1', 'unknown fault "hang=1"'],
    ['status=500=1', '"status=500=1" has more than one "="'],
  ])('refuses %j: %s', (text, message) => {
    expect(parseFault(text)).toEqual({ ok: false, message });
  });

  it('never throws, and a read fault always has a delay or an outcome', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseFault(text);
        if (parsed.ok) expect(parsed.fault.delayMs !== undefined || parsed.fault.outcome !== undefined).toBe(true);
        else expect(parsed.message.length).toBeGreaterThan(0);
      }),
    );
  });
});
