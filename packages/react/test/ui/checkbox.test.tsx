import { describe, expect, it, vi } from 'vitest';
import { find, mount } from '../../../../test/unit/render.js';
import { Checkbox, type CheckboxProps } from '../../src/ui/index.js';

async function renderCheckbox(props: CheckboxProps) {
  const { container } = mount(<Checkbox {...props} />);
  const input = await find(container, 'input');
  return { container, input };
}

describe('Checkbox', () => {
  it('is a native checkbox named by its label and described by its hint', async () => {
    const { container, input } = await renderCheckbox({ label: 'Packing service', hint: 'We bring boxes and tape' });
    expect(input.type).toBe('checkbox');
    expect(input.closest('label')?.textContent).toBe('Packing service');
    const hint = container.querySelector(`[id="${input.getAttribute('aria-describedby')}"]`);
    expect(hint?.textContent).toBe('We bring boxes and tape');
  });

  it('has no description without a hint', async () => {
    const { input } = await renderCheckbox({ label: 'Packing service' });
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('clicking the label toggles it and reports the change', async () => {
    const onChange = vi.fn();
    const { container, input } = await renderCheckbox({ label: 'Packing service', onChange });
    container.querySelector<HTMLElement>('label span')?.click();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(input.checked).toBe(true);
  });

  it('disabled ignores clicks', async () => {
    const onChange = vi.fn();
    const { input } = await renderCheckbox({ label: 'Packing service', disabled: true, onChange });
    expect(input.disabled).toBe(true);
    input.click();
    expect(onChange).not.toHaveBeenCalled();
    expect(input.checked).toBe(false);
  });
});
