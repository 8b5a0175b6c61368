import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../../test/unit/render.js';
import { InlineAlert } from '../../src/ui/index.js';

describe('InlineAlert', () => {
  it.each([
    ['info', 'status'],
    ['success', 'status'],
    ['warning', 'status'],
    ['danger', 'alert'],
  ] as const)('a %s alert has role %s', async (tone, role) => {
    const alert = await render(<InlineAlert tone={tone}>Prices updated</InlineAlert>);
    expect(alert.getAttribute('role')).toBe(role);
    expect(alert.textContent).toBe('Prices updated');
  });

  it('is a polite status by default', async () => {
    const alert = await render(<InlineAlert>Saved</InlineAlert>);
    expect(alert.getAttribute('role')).toBe('status');
  });

  it('shows its title, message and action', async () => {
    const onClick = vi.fn();
    const alert = await render(
      <InlineAlert
        tone="warning"
        title="Few vans left"
        action={
          <button type="button" onClick={onClick}>
            Choose another day
          </button>
        }
      >
        Book soon to keep this price.
      </InlineAlert>,
    );
    expect(alert.textContent).toBe('Few vans leftBook soon to keep this price.Choose another day');
    alert.querySelector('button')?.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
