import { describe, expect, it, vi } from 'vitest';
import { findAll, mount } from '../../../../test/unit/render.js';
import { type RadioCardOption, RadioCards } from '../../src/ui/index.js';

const vans: RadioCardOption[] = [
  { value: 'small', title: 'Small van', description: 'Up to 1 room', meta: '£90' },
  { value: 'medium', title: 'Medium van', description: 'Up to 3 rooms' },
  { value: 'large', title: 'Large van', disabled: true },
];

async function renderCards(value: string | undefined, onChange = vi.fn()) {
  const { container } = mount(
    <RadioCards name="van" legend="Which van?" options={vans} value={value} onChange={onChange} />,
  );
  const radios = await findAll<HTMLInputElement>(container, 'input[type=radio]');
  const textOf = (ids: string | null) =>
    (ids ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => container.querySelector(`[id="${id}"]`)?.textContent)
      .join(' ');
  return { container, radios, textOf, onChange };
}

describe('RadioCards', () => {
  it('is a fieldset named by its legend, with one native radio per card, named by the title', async () => {
    const { container, radios, textOf } = await renderCards('medium');
    expect(container.querySelector('fieldset > legend')?.textContent).toBe('Which van?');
    expect(radios.map((radio) => radio.name)).toEqual(['van', 'van', 'van']);
    expect(radios.map((radio) => textOf(radio.getAttribute('aria-labelledby')))).toEqual([
      'Small van',
      'Medium van',
      'Large van',
    ]);
    expect(radios.map((radio) => textOf(radio.getAttribute('aria-describedby')))).toEqual([
      'Up to 1 room £90',
      'Up to 3 rooms',
      '',
    ]);
    expect(radios.map((radio) => radio.checked)).toEqual([false, true, false]);
    expect(radios.map((radio) => radio.disabled)).toEqual([false, false, true]);
  });

  it('clicking a card reports its value', async () => {
    const { radios, onChange } = await renderCards(undefined);
    radios[0]?.closest('label')?.querySelector<HTMLElement>('span')?.click();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('small');
  });

  it('a disabled card cannot be chosen', async () => {
    const { radios, onChange } = await renderCards('small');
    radios[2]?.click();
    expect(onChange).not.toHaveBeenCalled();
  });
});
