import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../../test/unit/render.js';
import { ErrorState } from '../../src/ui/index.js';

describe('ErrorState', () => {
  it('is an alert saying what happened and what to do, with its code for the host page only', async () => {
    const error = await render(
      <ErrorState title="We could not load prices." code="pricesUnavailable">
        Check your connection and try again.
      </ErrorState>,
    );
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toBe('We could not load prices.Check your connection and try again.');
    expect(error.getAttribute('data-code')).toBe('pricesUnavailable');
    expect(error.textContent).not.toContain('pricesUnavailable');
  });

  it('has no retry button without onRetry', async () => {
    const error = await render(<ErrorState title="This date is no longer available." retryLabel="Try again" />);
    expect(error.querySelector('button')).toBeNull();
  });

  it('has a retry button with onRetry, which calls it', async () => {
    const onRetry = vi.fn();
    const error = await render(
      <ErrorState title="We could not load prices." retryLabel="Try again" onRetry={onRetry} />,
    );
    const retry = error.querySelector('button');
    expect(retry?.textContent).toBe('Try again');
    retry?.click();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
