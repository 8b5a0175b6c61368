// A provider change on a booked listing's history (docs/behaviour/back-office.md §4): which
// entries are one, whether it is pending, and the answer an admin may send.
import { describe, expect, it } from 'vitest';
import { checkProviderChangeAnswer, historyLines, providerChangeOf } from '../../src/index.js';

const lineOf = (entry: unknown) => historyLines([entry])[0] as NonNullable<ReturnType<typeof historyLines>[0]>;

describe('providerChangeOf: a history entry that is a provider change, and where it stands', () => {
  it.each([
    ['no status: pending', { event: 'provider_change', id: 'pc-1' }, { id: 'pc-1', status: 'pending' }],
    ['status pending', { event: 'provider_change', change_id: 7, status: 'pending' }, { id: '7', status: 'pending' }],
    ['decision accept', { type: 'provider-change', id: 'pc-2', decision: 'accept' }, { status: 'accepted' }],
    ['status declined', { event: 'providerChange', id: 'pc-3', status: 'declined' }, { status: 'declined' }],
    ['status Accepted, any case', { event: 'provider_change', id: 'pc-4', status: 'Accepted' }, { status: 'accepted' }],
    [
      'providers by name or object, the reason kept',
      {
        event: 'provider_change',
        id: 'pc-5',
        from_provider: 'Swift Vans',
        to_provider: { name: 'Northern Removals' },
        decision: 'decline',
        reason: ' Customer asked to keep Swift ',
      },
      { from: 'Swift Vans', to: 'Northern Removals', status: 'declined', reason: 'Customer asked to keep Swift' },
    ],
    [
      'an unknown status is still pending',
      { event: 'provider_change', id: 'pc-6', status: 'waiting' },
      { status: 'pending' },
    ],
  ])('%s', (_name, entry, expected) => {
    expect(providerChangeOf(lineOf(entry))).toMatchObject(expected);
  });

  it.each([
    ['another event', { event: 'saved', id: 'x' }],
    ['no event', { id: 'pc-1' }],
    ['a provider change without an id to answer', { event: 'provider_change' }],
    ['a blank id', { event: 'provider_change', id: '  ' }],
    ['not an object', 'provider_change'],
  ])('none: %s', (_name, entry) => {
    expect(providerChangeOf(lineOf(entry))).toBeNull();
  });
});

describe('checkProviderChangeAnswer: decline needs a reason, accept may have one', () => {
  it.each([
    ['decline, no reason', 'decline', '', { ok: false, code: 'providerChangeReasonMissing' }],
    ['decline, blanks only', 'decline', '  \n ', { ok: false, code: 'providerChangeReasonMissing' }],
    [
      'decline, a reason (trimmed)',
      'decline',
      ' Customer wants Swift ',
      { ok: true, value: { decision: 'decline', reason: 'Customer wants Swift' } },
    ],
    ['accept, no reason: none sent', 'accept', '  ', { ok: true, value: { decision: 'accept' } }],
    ['accept, a reason', 'accept', 'Closer depot', { ok: true, value: { decision: 'accept', reason: 'Closer depot' } }],
  ] as const)('%s', (_name, decision, reason, expected) => {
    expect(checkProviderChangeAnswer(decision, reason)).toEqual(expected);
  });
});
