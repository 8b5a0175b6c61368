/**
 * A permission error sends the person home (docs/behaviour/back-office.md §6, §8) without the widget
 * taking the host page away by itself: the element dispatches a cancelable `hk-navigate` with its
 * `home-url`, and goes there only when the host lets it.
 */
import { configure, getSession } from '@haulkit/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeQuoteApi } from '../../../test/unit/dom.js';
import { defineElements } from '../src/define.js';
import { itemPickerElement } from '../src/item-picker/item-picker.element.js';
import { homeUrlOf } from '../src/session-events.js';

const [tag = ''] = defineElements([itemPickerElement], { prefix: 'nav' });
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.restoreAllMocks();
});

function listen(name: string, handle: (event: CustomEvent) => void = () => {}) {
  const heard: CustomEvent[] = [];
  const handler = (event: Event) => {
    heard.push(event as CustomEvent);
    handle(event as CustomEvent);
  };
  document.addEventListener(name, handler);
  cleanups.push(() => document.removeEventListener(name, handler));
  return heard;
}

let keys = 0;
/** An element of a fresh session, once it speaks for the session; and the session's report. */
async function mounted(homeUrl?: string) {
  keys += 1;
  const key = `nav-${keys}`;
  configure({ api: fakeQuoteApi() }, key);
  const element = document.createElement(tag);
  element.setAttribute('session', key);
  if (homeUrl !== undefined) element.setAttribute('home-url', homeUrl);
  document.body.append(element);
  cleanups.push(() => element.remove());
  const hosts = Symbol.for('haulkit.event-hosts@1');
  await vi.waitFor(() => expect((getSession(key) as unknown as Record<symbol, unknown[]>)[hosts]?.length).toBe(1));
  const report = getSession(key).$adapters.get().report;
  if (!report) throw new Error('no report');
  return { element, report };
}

const permission = { kind: 'failure', severity: 'error', code: 'permission', message: 'GET /x was refused' } as const;

describe('hk-navigate', () => {
  it('a permission error asks the host, which may keep the page (preventDefault)', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const heard = listen('hk-navigate', (event) => event.preventDefault());
    const { report } = await mounted('/account/home');
    report(permission);
    expect(heard).toHaveLength(1);
    const [event] = heard;
    expect(event?.detail).toEqual({ to: new URL('/account/home', document.baseURI).href, reason: 'permission' });
    expect([event?.bubbles, event?.composed, event?.cancelable]).toEqual([true, true, true]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('unless the host prevents it, the element goes to its home-url', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    listen('hk-navigate');
    const { report } = await mounted('https://www.example.com/');
    report(permission);
    expect(assign).toHaveBeenCalledWith('https://www.example.com/');
  });

  it('other failures ask for no navigation', async () => {
    const heard = listen('hk-navigate');
    const { report } = await mounted();
    report({ ...permission, code: 'server' });
    report({ kind: 'info', severity: 'info', code: 'permission', message: 'not a failure' });
    expect(heard).toHaveLength(0);
  });

  it.each([
    ['absent', undefined, '/'],
    ['a path', '/home', '/home'],
    ['an https address', 'https://www.example.com/start', 'https://www.example.com/start'],
    ['another scheme (refused)', 'javascript:alert(1)', '/'],
    ['a bare word (refused)', 'home', '/'],
  ])('home-url %s', (_name, value, expected) => {
    const element = document.createElement('div');
    if (value !== undefined) element.setAttribute('home-url', value);
    expect(homeUrlOf(element)).toBe(new URL(expected, document.baseURI).href);
  });
});
