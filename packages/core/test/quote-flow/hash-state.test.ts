import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FLOW_HASH_PREFIX,
  flowHashHost,
  flowHashParameter,
  readFlowHash,
  writeFlowHash,
} from '../../src/rules/quote-flow/hash-state.js';

const PRICES = 'listing-price-options';
const ITEMS = 'listing-furniture';

describe('writeFlowHash: the step joins the hash without disturbing the host’s part (url-state)', () => {
  it.each<[what: string, hash: string, written: string]>([
    ['an empty hash', '', `#hk-step.default=${PRICES}`],
    ['a lone #', '#', `#hk-step.default=${PRICES}`],
    ['a host hash route', '#/shop/12', `#/shop/12?hk-step.default=${PRICES}`],
    ['a hashbang route', '#!/shop/12', `#!/shop/12?hk-step.default=${PRICES}`],
    ['a route with a query', '#/shop/12?x=1', `#/shop/12?x=1&hk-step.default=${PRICES}`],
    [
      'a query with encoded values, kept as written',
      '#/s?q=a%20b&z=%E2%82%AC',
      `#/s?q=a%20b&z=%E2%82%AC&hk-step.default=${PRICES}`,
    ],
    ['a bare parameter list', '#a=1&b=2', `#a=1&b=2&hk-step.default=${PRICES}`],
    ['an anchor: kept, ours after ?', '#section', `#section?hk-step.default=${PRICES}`],
    ['a route whose query starts empty', '#?x=1', `#?x=1&hk-step.default=${PRICES}`],
    [
      'our parameter already there: replaced in place',
      `#/a?x=1&hk-step.default=${ITEMS}&y=2`,
      `#/a?x=1&hk-step.default=${PRICES}&y=2`,
    ],
    [
      'duplicates of ours: the first replaced, the rest dropped',
      `#hk-step.default=a&x=1&hk-step.default=b`,
      `#hk-step.default=${PRICES}&x=1`,
    ],
    ['another session’s parameter: kept', `#hk-step.shop=${ITEMS}`, `#hk-step.shop=${ITEMS}&hk-step.default=${PRICES}`],
  ])('%s: %j → %j', (_what, hash, written) => {
    expect(writeFlowHash(hash, 'default', PRICES)).toBe(written);
    expect(readFlowHash(written, 'default')).toBe(PRICES);
  });

  it.each<[hash: string, removed: string]>([
    [`#hk-step.default=${PRICES}`, ''],
    [`#/shop/12?hk-step.default=${PRICES}`, '#/shop/12'],
    [`#/shop/12?x=1&hk-step.default=${PRICES}`, '#/shop/12?x=1'],
    [`#hk-step.default=${PRICES}&a=1`, '#a=1'],
    [`#section?hk-step.default=${PRICES}`, '#section'],
    ['#/shop/12', '#/shop/12'],
    ['', ''],
  ])('removing ours from %j gives %j', (hash, removed) => {
    expect(writeFlowHash(hash, 'default', null)).toBe(removed);
    expect(readFlowHash(removed, 'default')).toBeNull();
  });

  it('removing ours gives the host’s hash back exactly, whatever it was', () => {
    const hostHash = fc.oneof(
      fc.constant(''),
      fc.stringMatching(/^#\/[a-z0-9/]{0,12}$/),
      fc.stringMatching(/^#\/[a-z]{1,6}\?[a-z]{1,4}=[a-z0-9%]{0,6}(&[a-z]{1,4}=[a-z0-9]{0,4}){0,2}$/),
      fc.stringMatching(/^#[a-z]{1,4}=[a-z0-9]{0,4}(&[a-z]{1,4}=[a-z0-9]{0,4}){0,2}$/),
      fc.stringMatching(/^#[a-z][a-z0-9-]{0,10}$/),
    );
    fc.assert(
      fc.property(hostHash, fc.constantFrom('default', 'shop', 'a b', 'x&y=z', 'ñ'), (hash, key) => {
        const written = writeFlowHash(hash, key, PRICES);
        expect(readFlowHash(written, key)).toBe(PRICES);
        expect(writeFlowHash(written, key, null)).toBe(hash);
        expect(flowHashHost(written)).toBe(hash);
        // Writing twice is writing once.
        expect(writeFlowHash(written, key, PRICES)).toBe(written);
      }),
    );
  });
});

describe('several sessions each have their own parameter', () => {
  it('two flows write, read and remove independently', () => {
    let hash = '#/shop/12';
    hash = writeFlowHash(hash, 'a', PRICES);
    hash = writeFlowHash(hash, 'b', ITEMS);
    expect(hash).toBe(`#/shop/12?hk-step.a=${PRICES}&hk-step.b=${ITEMS}`);
    expect(readFlowHash(hash, 'a')).toBe(PRICES);
    expect(readFlowHash(hash, 'b')).toBe(ITEMS);
    expect(readFlowHash(hash, 'c')).toBeNull();
    hash = writeFlowHash(hash, 'a', null);
    expect(hash).toBe(`#/shop/12?hk-step.b=${ITEMS}`);
    expect(flowHashHost(hash)).toBe('#/shop/12');
  });

  it('keys are URI-encoded, so a key with & or = cannot spill into another parameter', () => {
    expect(flowHashParameter('a&b=c')).toBe(`${FLOW_HASH_PREFIX}a%26b%3Dc`);
    const hash = writeFlowHash('', 'a&b=c', PRICES);
    expect(hash).toBe(`#hk-step.a%26b%3Dc=${PRICES}`);
    expect(readFlowHash(hash, 'a')).toBeNull();
    expect(readFlowHash(hash, 'a&b=c')).toBe(PRICES);
  });

  it('a parameter another script decoded or re-encoded still reads as ours', () => {
    expect(readFlowHash(`#hk-step.my%20shop=${PRICES}`, 'my shop')).toBe(PRICES);
    expect(readFlowHash(`#hk-step.my shop=${PRICES}`, 'my shop')).toBe(PRICES);
  });
});

describe('readFlowHash', () => {
  it.each<[hash: string, step: string | null]>([
    ['', null],
    ['#', null],
    ['#section', null],
    ['#/shop/12?x=1', null],
    ['#hk-step.default=', null],
    ['#hk-step.default', null],
    ['#hk-step.default=%E0%A4%A', null],
    [`#hk-step.default=${PRICES}`, PRICES],
    [`hk-step.default=${PRICES}`, PRICES],
    ['#hk-step.default=unknown-step', 'unknown-step'],
    [`#/a?hk-step.defaults=${PRICES}`, null],
  ])('%j → %j', (hash, step) => {
    expect(readFlowHash(hash, 'default')).toBe(step);
  });

  it('never throws, whatever the hash', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (hash, key) => {
        const step = readFlowHash(hash, key);
        expect(step === null || typeof step === 'string').toBe(true);
        expect(typeof writeFlowHash(hash, key, PRICES)).toBe('string');
        expect(typeof flowHashHost(hash)).toBe('string');
      }),
    );
  });
});
