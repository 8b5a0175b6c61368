import { describe, expect, it, vi } from 'vitest';
import { find, mount } from '../../../../test/unit/render.js';
import { Switch, type SwitchProps } from '../../src/ui/index.js';

async function renderSwitch(props: SwitchProps) {
  const { container } = mount(<Switch {...props} />);
  const input = await find(container, 'input');
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
