import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../../test/unit/render.js';
import { AnnouncerProvider, useAnnounce } from '../../src/ui/index.js';

afterEach(() => {
  vi.useRealTimers();
});

type Announce = (message: string) => void;

const names = ['sofa', 'bed', 'desk'];
let announcers: Record<string, Announce[]> = {};
let effects = 0;

/** A component that announces: records the announce it gets on each render. */
function Consumer({ name }: { name: string; round: number }) {
  const announce = useAnnounce();
  announcers[name] = [...(announcers[name] ?? []), announce];
  useEffect(() => {
    effects++;
  }, []);
  return null;
}

/** Renders consumers under a provider (or none); returns each consumer's announce, once effects have run. */
async function renderAnnouncer({ consumers = 1, provider = true } = {}) {
  announcers = {};
  effects = 0;
  const tree = (round = 0) => {
    const list = names.slice(0, consumers).map((name) => <Consumer key={name} name={name} round={round} />);
    return provider ? <AnnouncerProvider>{list}</AnnouncerProvider> : list;
  };
  const { container, rerender, unmount } = mount(tree());
  const render = (round = 0) => rerender(tree(round));
  // Effects run together, so once the consumers' have run the provider's cleanup is in place.
  await vi.waitFor(() => expect(effects).toBe(consumers));
  // Timers are faked only now: both runtimes render and run effects on real ones.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return {
    container,
    render,
    unmount,
    announce: (message: string, name = 'sofa') => announcers[name]?.at(-1)?.(message),
    region: () => container.querySelector('[role=status]'),
  };
}

describe('announcer', () => {
  it('announces a message once in its polite live region, then clears it after 1 s', async () => {
    const view = await renderAnnouncer();
    const region = view.region();
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.textContent).toBe('');
    view.announce('Added 3-seat sofa');
    vi.advanceTimersByTime(100);
    expect(region?.textContent).toBe('Added 3-seat sofa');
    vi.advanceTimersByTime(999);
    expect(region?.textContent).toBe('Added 3-seat sofa');
    vi.advanceTimersByTime(1);
    expect(region?.textContent).toBe('');
  });

  it('announces the same words again: the region empties first, then they come back', async () => {
    const view = await renderAnnouncer();
    const region = view.region();
    view.announce('Removed 3-seat sofa');
    vi.advanceTimersByTime(500);
    expect(region?.textContent).toBe('Removed 3-seat sofa');
    view.announce('Removed 3-seat sofa');
    expect(region?.textContent).toBe('');
    vi.advanceTimersByTime(100);
    expect(region?.textContent).toBe('Removed 3-seat sofa');
    // The first message's clearing was cancelled: the second stays its full second.
    vi.advanceTimersByTime(999);
    expect(region?.textContent).toBe('Removed 3-seat sofa');
  });

  it('a newer message replaces an older one still waiting', async () => {
    const view = await renderAnnouncer();
    view.announce('Prices updated for 13 March');
    view.announce('Prices updated for 14 March');
    vi.advanceTimersByTime(100);
    expect(view.region()?.textContent).toBe('Prices updated for 14 March');
  });

  it('has one region per provider, whatever the number of components announcing through it', async () => {
    const view = await renderAnnouncer({ consumers: 3 });
    expect(view.container.querySelectorAll('[role=status], [aria-live]')).toHaveLength(1);
    view.announce('Added bed', 'desk');
    vi.advanceTimersByTime(100);
    expect(view.region()?.textContent).toBe('Added bed');
  });

  it('gives a stable announce across renders', async () => {
    const view = await renderAnnouncer();
    vi.useRealTimers();
    view.render(1);
    await vi.waitFor(() => expect(announcers.sofa?.length).toBeGreaterThan(1));
    expect(new Set(announcers.sofa).size).toBe(1);
  });

  it('without a provider, announce does nothing and there is no region', async () => {
    const view = await renderAnnouncer({ provider: false });
    expect(() => view.announce('Added bed')).not.toThrow();
    expect(view.region()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no timer behind when the provider unmounts', async () => {
    const view = await renderAnnouncer();
    view.announce('Added bed');
    expect(vi.getTimerCount()).toBe(1);
    view.unmount();
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(0));
  });
});
