import { afterEach, describe, expect, it, vi } from 'vitest';
import { find, mount } from '../../../../test/unit/render.js';
import { ErrorBoundary } from '../../src/ui/index.js';

afterEach(() => {
  vi.restoreAllMocks();
});

const failure = new Error('prices exploded');
let broken = true;
function Prices() {
  if (broken) throw failure;
  return <p>Prices for March</p>;
}

describe('ErrorBoundary', () => {
  it('shows the fallback for a child that throws, reports the error once, and reset renders the children again', async () => {
    // React logs every error a boundary catches; that noise is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    broken = true;
    const onError = vi.fn();
    const { container } = mount(
      <ErrorBoundary
        onError={onError}
        fallback={(error, reset) => (
          <button type="button" onClick={reset}>
            {error === failure ? 'Try again' : 'wrong error'}
          </button>
        )}
      >
        <Prices />
      </ErrorBoundary>,
    );
    const retry = await find(container, 'button');
    expect(retry.textContent).toBe('Try again');
    expect(container.textContent).not.toContain('Prices for March');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(failure);

    broken = false;
    retry.click();
    await vi.waitFor(() => expect(container.textContent).toBe('Prices for March'));
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('renders its children when nothing throws', async () => {
    const fallback = vi.fn(() => null);
    const { container } = mount(
      <ErrorBoundary fallback={fallback}>
        <p>All good</p>
      </ErrorBoundary>,
    );
    await vi.waitFor(() => expect(container.textContent).toBe('All good'));
    expect(fallback).not.toHaveBeenCalled();
  });
});
