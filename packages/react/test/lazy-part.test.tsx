import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyPart, PartLoadReport, useLazyModule } from '../src/lazy-part.js';

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

function mount(node: React.ReactNode) {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  root.render(node);
  unmount = () => {
    root.unmount();
    container.remove();
  };
  return { container, render: (next: React.ReactNode) => root.render(next) };
}

/** What the lazily loaded module holds. */
function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** Renders nothing; its effect runs before those of the parts after it (effects run in tree order). */
function BeforeParts({ onEffect }: { onEffect(): void }) {
  useEffect(() => {
    onEffect();
  }, [onEffect]);
  return null;
}

/** A step in its own module, as the quote flow shows one: the text, or Try again once it failed. */
function LazyStep({ load }: { load: () => Promise<{ text: string }> }) {
  const step = useLazyModule(load, { report: true });
  if (step.module) return <p>{step.module.text}</p>;
  return step.failed ? (
    <button type="button" onClick={step.retry}>
      Try again
    </button>
  ) : null;
}

describe('LazyPart (parts of a piece in their own module, without Suspense)', () => {
  it('shows the fallback, then the part; shown again, the part renders at once from the loaded module', async () => {
    const load = vi.fn(async () => ({ Part: Greeting }));
    const { container, render } = mount(
      <LazyPart load={load} fallback={<span>Loading</span>}>
        {({ Part }) => <Part name="Ann" />}
      </LazyPart>,
    );
    await vi.waitFor(() => expect(container.textContent).toMatch(/Loading|Hello Ann/));
    await vi.waitFor(() => expect(container.textContent).toBe('Hello Ann'));
    render(null);
    await vi.waitFor(() => expect(container.textContent).toBe(''));
    render(
      <LazyPart load={load} fallback={<span>Loading</span>}>
        {({ Part }) => <Part name="Bo" />}
      </LazyPart>,
    );
    // No "Loading" frame: the first render of the new part already shows it.
    await vi.waitFor(() => expect(container.textContent).not.toBe(''));
    expect(container.textContent).toBe('Hello Bo');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for its module while the first frame is built, before any effect of that frame runs', async () => {
    const load = vi.fn(async () => ({ text: 'Part' }));
    const askedBeforeEffects: boolean[] = [];
    const { container } = mount(
      <>
        <BeforeParts onEffect={() => askedBeforeEffects.push(load.mock.calls.length > 0)} />
        <LazyPart load={load}>{(module) => <p>{module.text}</p>}</LazyPart>
        <LazyPart load={load}>{(module) => <p>{module.text}</p>}</LazyPart>
      </>,
    );
    await vi.waitFor(() => expect(container.textContent).toBe('PartPart'));
    expect(askedBeforeEffects).toEqual([true]);
    // Two parts of one module: one fetch.
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a load that fails shows the failure with a retry, and the retry loads it again', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return { text: 'Part' };
    });
    const { container } = mount(
      <LazyPart
        load={load}
        failed={(retry) => (
          <button type="button" onClick={retry}>
            Try again
          </button>
        )}
      >
        {(module) => <p>{module.text}</p>}
      </LazyPart>,
    );
    const button = await vi.waitFor(() => container.querySelector('button') ?? Promise.reject(new Error('no retry')));
    expect(container.textContent).toBe('Try again');
    fail = false;
    button.click();
    await vi.waitFor(() => expect(container.textContent).toBe('Part'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('useLazyModule with report tells PartLoadReport of each failed attempt once, and not of a load that works', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return { text: 'Step' };
    });
    const onFailed = vi.fn();
    const { container } = mount(
      <PartLoadReport.Provider value={onFailed}>
        <LazyStep load={load} />
      </PartLoadReport.Provider>,
    );
    const button = await vi.waitFor(() => container.querySelector('button') ?? Promise.reject(new Error('no retry')));
    expect(onFailed).toHaveBeenCalledTimes(1);
    button.click();
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledTimes(2));
    fail = false;
    (await vi.waitFor(() => container.querySelector('button') ?? Promise.reject(new Error('no retry')))).click();
    await vi.waitFor(() => expect(container.textContent).toBe('Step'));
    expect(onFailed).toHaveBeenCalledTimes(2);
  });

  it('a part shown with its own failure tells the element around it (PartLoadReport) of each failed attempt', async () => {
    const report = vi.fn();
    const load = vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { container } = mount(
      <PartLoadReport.Provider value={report}>
        <LazyPart
          load={load}
          failed={(retry) => (
            <button type="button" onClick={retry}>
              Try again
            </button>
          )}
        >
          {() => <p>never</p>}
        </LazyPart>
      </PartLoadReport.Provider>,
    );
    const button = await vi.waitFor(() => container.querySelector('button') ?? Promise.reject(new Error('no retry')));
    expect(report).toHaveBeenCalledTimes(1);
    button.click();
    await vi.waitFor(() => expect(report).toHaveBeenCalledTimes(2));
  });
});
