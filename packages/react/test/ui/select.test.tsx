import { describe, expect, it, vi } from 'vitest';
import { find, mount } from '../../../../test/unit/render.js';
import { Field, Select } from '../../src/ui/index.js';

const floors = [
  { value: '0', label: 'Ground floor' },
  { value: '1', label: '1st floor' },
  { value: '2', label: '2nd floor' },
];

async function renderSelect(onChange = vi.fn(), disabled = false) {
  const { container } = mount(
    <Field label="Floor" hint="Where the van loads">
      {(control) => <Select {...control} options={floors} defaultValue="1" disabled={disabled} onChange={onChange} />}
    </Field>,
  );
  const select = await find(container, 'select');
  return { container, select };
}

describe('Select', () => {
  it('is a native select labelled by its Field, listing the options in order', async () => {
    const { container, select } = await renderSelect();
    expect(container.querySelector('label')?.htmlFor).toBe(select.id);
    const hint = [...container.querySelectorAll('[id]')].find(
      (element) => element.textContent === 'Where the van loads',
    );
    expect(select.getAttribute('aria-describedby')).toBe(hint?.id);
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ['0', 'Ground floor'],
      ['1', '1st floor'],
      ['2', '2nd floor'],
    ]);
    expect(select.value).toBe('1');
  });

  it('reports the chosen value', async () => {
    const onChange = vi.fn();
    const { select } = await renderSelect(onChange);
    select.value = '2';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0].target).toBe(select);
    expect(select.value).toBe('2');
  });

  it('can be disabled', async () => {
    const { select } = await renderSelect(vi.fn(), true);
    expect(select.disabled).toBe(true);
  });
});
