import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../../test/unit/render.js';
import { EmptyState } from '../../src/ui/index.js';

describe('EmptyState', () => {
  it('says its one helpful sentence', async () => {
    const empty = await render(<EmptyState>Search for an item to add it to your move.</EmptyState>);
    expect(empty.textContent).toBe('Search for an item to add it to your move.');
  });

  it('shows a decorative icon hidden from assistive technology, and its action', async () => {
    const onClick = vi.fn();
    const empty = await render(
      <EmptyState
        icon={<svg data-icon="box" />}
        action={
          <button type="button" onClick={onClick}>
            Add an item
          </button>
        }
      >
        No items yet.
      </EmptyState>,
    );
    expect(empty.querySelector('[data-icon=box]')?.closest('[aria-hidden=true]')).not.toBeNull();
    expect(empty.textContent).toBe('No items yet.Add an item');
    empty.querySelector('button')?.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
