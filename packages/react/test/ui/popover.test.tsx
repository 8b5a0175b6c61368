import { describe, expect, it, vi } from 'vitest';
import { find, mount } from '../../../../test/unit/render.js';
import { Popover } from '../../src/ui/index.js';

async function renderPopover() {
  const { container } = mount(
    <Popover label="Price details" triggerProps={{ className: 'partner-trigger' }}>
      <p>Includes two movers</p>
    </Popover>,
  );
  const trigger = await find(container, 'button');
  return { trigger, popover: container.querySelector<HTMLElement>('[popover]') };
}

/** What a browser fires at a popover once it has opened or closed (happy-dom has no Popover API). */
function toggled(popover: HTMLElement, newState: 'open' | 'closed') {
  popover.dispatchEvent(
    Object.assign(new Event('toggle'), { oldState: newState === 'open' ? 'closed' : 'open', newState }),
  );
}

describe('Popover', () => {
  it('is a trigger button that opens an auto popover by popovertarget, with no script', async () => {
    const { trigger, popover } = await renderPopover();
    expect(trigger.textContent).toBe('Price details');
    expect(trigger.type).toBe('button');
    expect(trigger.className).toBe('partner-trigger');
    expect(popover?.getAttribute('popover')).toBe('auto');
    expect(popover?.id).toMatch(/\S/);
    expect(trigger.getAttribute('popovertarget')).toBe(popover?.id);
    expect(trigger.getAttribute('aria-controls')).toBe(popover?.id);
    expect(popover?.textContent).toBe('Includes two movers');
  });

  it('keeps aria-expanded in step with the popover opening and closing (click, Escape, light dismiss)', async () => {
    const { trigger, popover } = await renderPopover();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    if (!popover) throw new Error('no popover');
    await vi.waitFor(() => {
      toggled(popover, 'open');
      expect(trigger.getAttribute('aria-expanded')).toBe('true');
    });
    toggled(popover, 'closed');
    await vi.waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('false'));
  });
});
