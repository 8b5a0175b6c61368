import { createRef, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IconButton } from '../../src/ui/index.js';

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

async function renderButton(ui: ReactNode) {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  root.render(ui);
  unmount = () => root.unmount();
  return vi.waitFor(() => container.querySelector('button') ?? Promise.reject());
}

describe('IconButton', () => {
  it('is a button named by its label, shown as a tooltip too, holding only the icon', async () => {
    const onClick = vi.fn();
    const button = await renderButton(
      <IconButton label="Close" onClick={onClick}>
        <svg aria-hidden="true" />
      </IconButton>,
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
    const button = await renderButton(
      <IconButton ref={ref} label="Remove sofa" className="extra">
        ×
      </IconButton>,
    );
    expect(ref.current).toBe(button);
    expect(button.classList.contains('extra')).toBe(true);
    expect(button.classList.contains('hk-icon-button')).toBe(true);
  });
});
