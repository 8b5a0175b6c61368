import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../test/unit/render.js';
import { PartFailed } from '../src/part-failed.js';

describe('PartFailed: a lazy part that could not load', () => {
  it('says so with code load, and Try again and Close do what the piece asks', async () => {
    const onRetry = vi.fn();
    const onClose = vi.fn();
    const alert = await render(
      <PartFailed
        message="The packing form could not load."
        retryLabel="Try again"
        closeLabel="Close"
        onRetry={onRetry}
        onClose={onClose}
        actionsClassName="row"
      />,
    );
    expect(alert.getAttribute('role')).toBe('alert');
    const message = alert.querySelector('[part~=field-error]');
    expect(message?.getAttribute('data-code')).toBe('load');
    expect(message?.textContent).toBe('The packing form could not load.');
    const [retry, close] = [...alert.querySelectorAll('.row button')] as HTMLButtonElement[];
    expect([retry?.textContent, close?.textContent]).toEqual(['Try again', 'Close']);
    retry?.click();
    close?.click();
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
