import { configure, getQuoteSession, type MoveItem } from '@haulkit/core';
import { describe, expect, it, vi } from 'vitest';
import { mount } from '../../../test/unit/render.js';
import { VanSelector, type VanSelectorProps } from '../src/index.js';
import { vanSelectorClasses } from '../src/van-selector/van-selector.styles.js';

/** `count` boxes of `side`\u00a0cm and `weight`\u00a0kg each. */
const boxes = (count: number, side: number, weight: number): MoveItem =>
  ({
    fake_id: `boxes-${side}-${weight}`,
    name: 'Box',
    quantity: count,
    width: side,
    height: side,
    depth: side,
    weight,
    dimension_unit: 'cm',
    weight_unit: 'kg',
  }) as MoveItem;

function setup(listing: Record<string, unknown> = {}, key = 'default') {
  configure({ drafts: false }, key);
  const session = getQuoteSession(key);
  session.update((state) => ({ ...state, listing: { ...state.listing, ...listing } }));
  return session;
}

function renderSelector(props: VanSelectorProps = {}) {
  const { container } = mount(<VanSelector {...props} />);
  const query = <T extends Element = HTMLElement>(selector: string) => container.querySelector<T>(selector);
  const radios = () => [...container.querySelectorAll<HTMLInputElement>('input[type=radio]')];
  const byId = (id: string | null) => (id ? container.querySelector(`#${CSS.escape(id)}`)?.textContent : '');
  return {
    container,
    query,
    radios,
    /** Each radio's accessible name (its title) and description, as a screen reader gets them. */
    named: () =>
      radios().map((radio) => ({
        name: byId(radio.getAttribute('aria-labelledby')),
        description: (radio.getAttribute('aria-describedby') ?? '').split(' ').map(byId).join(' | '),
        checked: radio.checked,
      })),
    hint: () => query('[part=hint]')?.textContent ?? '',
    badges: () =>
      [...container.querySelectorAll('[part=fits]')].map(
        (badge) => badge.closest('label')?.querySelector('input')?.value,
      ),
    spoken: () => query('[aria-live=polite]')?.textContent ?? '',
  };
}

describe('VanSelector: the three van types (docs/behaviour/quote-flow.md §2, §3, §9)', () => {
  it('a radio group of three cards, each named by its label and described by info, description, load space and payload', async () => {
    setup();
    const view = renderSelector();
    await vi.waitFor(() => expect(view.radios()).toHaveLength(3));
    expect(view.query('legend')?.textContent).toBe('Choose your van');
    expect(view.radios().map((radio) => radio.value)).toEqual(['small_transit', 'large_transit', 'luton_van']);
    // One group: the same name, so the Tab key stops once and the arrow keys move between them.
    expect(new Set(view.radios().map((radio) => radio.name)).size).toBe(1);
    expect(view.named()).toEqual([
      {
        name: 'Small van',
        description:
          'Short-wheelbase Transit, about 6\u00a0m³ Fits a few pieces of furniture and boxes, such as a single room or a student move. | Load space 255 × 178 × 140\u00a0cm Carries up to 1,200\u00a0kg',
        checked: false,
      },
      {
        name: 'Large van',
        description:
          'Long-wheelbase high-roof Transit, about 12\u00a0m³ Fits the contents of a one-bedroom flat, or a sofa, a bed and around twenty boxes. | Load space 344 × 178 × 190\u00a0cm Carries up to 1,400\u00a0kg',
        checked: false,
      },
      {
        name: 'Luton van',
        description:
          '3.5\u00a0t box van, about 20\u00a0m³, driven on a car licence Fits the contents of a two-bedroom home; the box body takes tall items such as wardrobes upright. | Load space 410 × 205 × 230\u00a0cm Carries up to 1,000\u00a0kg',
        checked: false,
      },
    ]);
    // Each card has its side view, decorative, and a bigger van draws longer on the shared grid.
    const icons = [...view.container.querySelectorAll(`svg.${vanSelectorClasses.icon}`)];
    expect(icons.map((icon) => icon.getAttribute('aria-hidden'))).toEqual(['true', 'true', 'true']);
    expect(icons.map((icon) => icon.getAttribute('viewBox'))).toEqual(['0 0 64 26', '0 0 64 26', '0 0 64 26']);
    expect(view.hint()).toBe('Add your items to see which van fits them.');
    expect(view.badges()).toEqual([]);
  });

  it('choosing a card sets selected_van to its id, checks it, tells the host and announces it', async () => {
    const session = setup();
    const onChange = vi.fn();
    const view = renderSelector({ onChange });
    await vi.waitFor(() => expect(view.radios()).toHaveLength(3));
    view.radios()[1]?.click();
    await vi.waitFor(() => expect(view.radios()[1]?.checked).toBe(true));
    expect(session.$listing.get().selected_van).toBe(34);
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ selected_van: 34 }));
    await vi.waitFor(() => expect(view.spoken()).toBe('Large van chosen'));
    view.radios()[2]?.click();
    await vi.waitFor(() => expect(session.$listing.get().selected_van).toBe(40));
    expect(view.radios().map((radio) => radio.checked)).toEqual([false, false, true]);
  });

  it('a van chosen before (a restored draft, by id or key) shows checked', async () => {
    setup({ selected_van: 'luton_van' });
    const view = renderSelector();
    await vi.waitFor(() => expect(view.radios().map((radio) => radio.checked)).toEqual([false, false, true]));
  });

  it('items that fit: their volume and weight, and "Fits your items" on the smallest van that takes them', async () => {
    const session = setup({ move_items: [boxes(64, 50, 5)] });
    const view = renderSelector();
    await vi.waitFor(() =>
      expect(view.hint()).toBe('Your items: about 8\u00a0m³, 320\u00a0kg. Smallest van that fits them: Large van.'),
    );
    expect(view.badges()).toEqual(['large_transit']);
    expect(view.named()[1]?.description).toMatch(/Carries up to 1,400\u00a0kg Fits your items$/);
    // Fewer items: the small van takes them now.
    session.update((state) => ({ ...state, listing: { ...state.listing, move_items: [boxes(20, 50, 10)] } }));
    await vi.waitFor(() => expect(view.badges()).toEqual(['small_transit']));
    expect(view.hint()).toBe('Your items: about 2.5\u00a0m³, 200\u00a0kg. Smallest van that fits them: Small van.');
  });

  it('a chosen van that does not take the items gets a warning naming the one that does', async () => {
    setup({ move_items: [boxes(64, 50, 5)], selected_van: 30 });
    const view = renderSelector();
    await vi.waitFor(() =>
      expect(view.query('[part=too-small]')?.textContent).toBe(
        'Your items may not fit in the van you chose (Small van). The smallest that takes them: Large van.',
      ),
    );
    expect(view.query('[part=too-small] [role=status]')).not.toBeNull();
    view.radios()[1]?.click();
    await vi.waitFor(() => expect(view.query('[part=too-small]')).toBeNull());
    // Choosing a van too small again: the warning is said with the choice.
    view.radios()[0]?.click();
    await vi.waitFor(() =>
      expect(view.spoken()).toBe(
        'Small van chosen. Your items may not fit in the van you chose (Small van). The smallest that takes them: Large van.',
      ),
    );
  });

  it('items no van takes at once: a warning, no badge', async () => {
    setup({ move_items: [boxes(200, 50, 5)] });
    const view = renderSelector();
    await vi.waitFor(() => expect(view.query('[part=hint] [role=status]')).not.toBeNull());
    expect(view.hint()).toBe(
      'Your items need more than one van loadAbout 25\u00a0m³ and 1,000\u00a0kg is more than even the Luton van takes at once.',
    );
    expect(view.badges()).toEqual([]);
    expect(view.query('[part=base]')?.dataset.fit).toBe('none');
  });

  it('speaks es-ES: van words, figures written the Spanish way', async () => {
    setup({ move_items: [boxes(20, 50, 65.5)] }, 'es');
    const view = renderSelector({ session: 'es', locale: 'es-ES' });
    await vi.waitFor(() => expect(view.query('legend')?.textContent).toBe('Elige tu furgoneta'));
    expect(view.named().map((radio) => radio.name)).toEqual(['Furgoneta pequeña', 'Furgoneta grande', 'Camión Luton']);
    expect(view.hint()).toBe(
      'Tus cosas: unos 2,5\u00a0m³, 1.310\u00a0kg. El vehículo más pequeño en el que caben: Furgoneta grande.',
    );
    expect(view.named()[0]?.description).toMatch(/Carga hasta 1\.200\u00a0kg$/);
  });
});
