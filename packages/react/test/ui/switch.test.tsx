import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Switch, type SwitchProps } from '../../src/ui/index.js';

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

async function renderSwitch(props: SwitchProps) {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  root.render(<Switch {...props} />);
  unmount = () => root.unmount();
  const input = await vi.waitFor(() => container.querySelector('input') ?? Promise.reject());
  return { container, input };
}

describe('Switch', () => {
  it('is a native checkbox with the switch role, named by its label', async () => {
    const { input } = await renderSwitch({ label: 'Show prices with VAT', checked: true, onChange: vi.fn() });
    expect(input.type).toBe('checkbox');
    expect(input.getAttribute('role')).toBe('switch');
    expect(input.closest('label')?.textContent).toBe('Show prices with VAT');
    expect(input.checked).toBe(true);
  });

  it.each([
    [false, true],
    [true, false],
  ])('flipping it when %s reports %s', async (checked, reported) => {
    const onChange = vi.fn();
    const { container } = await renderSwitch({ label: 'Show prices with VAT', checked, onChange });
    container.querySelector<HTMLElement>('label span')?.click();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(reported);
  });

  it('disabled ignores clicks', async () => {
    const onChange = vi.fn();
    const { input } = await renderSwitch({ label: 'Show prices with VAT', checked: false, onChange, disabled: true });
    expect(input.disabled).toBe(true);
    input.click();
    expect(onChange).not.toHaveBeenCalled();
  });
});
