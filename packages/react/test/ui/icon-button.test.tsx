import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../../test/unit/render.js';
import { IconButton } from '../../src/ui/index.js';

describe('IconButton', () => {
  it('is a button named by its label, shown as a tooltip too, holding only the icon', async () => {
    const onClick = vi.fn();
    const button = await render(
      <IconButton label="Close" onClick={onClick}>
        <svg aria-hidden="true" />
      </IconButton>,
      'button',
    );
    expect(button.getAttribute('aria-label')).toBe('Close');
    expect(button.title).toBe('Close');
    expect(button.type).toBe('button');
    expect(button.querySelector('svg')).not.toBeNull();
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('forwards its ref and keeps a class the caller adds', async () => {
    const ref = createRef<HTMLButtonElement>();
    const button = await render(
      <IconButton ref={ref} label="Remove sofa" className="extra">
        ×
      </IconButton>,
      'button',
    );
    expect(ref.current).toBe(button);
    expect(button.classList.contains('extra')).toBe(true);
    expect(button.classList.contains('hk-icon-button')).toBe(true);
  });
});
