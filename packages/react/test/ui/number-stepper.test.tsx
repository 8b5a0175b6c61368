import { describe, expect, it, vi } from 'vitest';
import { press, typeInto } from '../../../../test/unit/dom.js';
import { find, mount } from '../../../../test/unit/render.js';
import { NumberStepper, type NumberStepperProps } from '../../src/ui/index.js';

function callbacks() {
  return { onText: vi.fn(), onCommit: vi.fn(), onDecrease: vi.fn(), onIncrease: vi.fn() };
}

async function renderStepper(overrides: Partial<NumberStepperProps> = {}) {
  const props: NumberStepperProps = {
    value: '3',
    canDecrease: true,
    canIncrease: true,
    decreaseLabel: 'Remove one sofa',
    increaseLabel: 'Add one sofa',
    inputLabel: 'Quantity of sofa',
    ...callbacks(),
    ...overrides,
  };
  const { container, rerender: renderAgain } = mount(<NumberStepper {...props} />);
  const rerender = (changes: Partial<NumberStepperProps>) => renderAgain(<NumberStepper {...props} {...changes} />);
  const input = await find(container, 'input');
  const button = (name: string) => container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
  return { container, props, input, rerender, minus: button('Remove one sofa'), plus: button('Add one sofa') };
}

describe('NumberStepper', () => {
  it('is a group (fieldset) named by the input label, with named − and + buttons around a numeric text box', async () => {
    const { container, input, minus, plus } = await renderStepper();
    const group = container.querySelector('fieldset');
    expect(group?.getAttribute('aria-label')).toBe('Quantity of sofa');
    expect([...(group?.children ?? [])]).toEqual([minus, input, plus]);
    expect(input.type).toBe('text');
    expect(input.inputMode).toBe('numeric');
    expect(input.getAttribute('aria-label')).toBe('Quantity of sofa');
    expect(input.value).toBe('3');
  });

  it.each([
    ['− calls onDecrease', 'onDecrease', (v: Awaited<ReturnType<typeof renderStepper>>) => v.minus?.click(), []],
    ['+ calls onIncrease', 'onIncrease', (v: Awaited<ReturnType<typeof renderStepper>>) => v.plus?.click(), []],
    [
      'typing calls onText',
      'onText',
      (v: Awaited<ReturnType<typeof renderStepper>>) => typeInto(v.input, '12'),
      ['12'],
    ],
    ['Enter commits', 'onCommit', (v: Awaited<ReturnType<typeof renderStepper>>) => press(v.input, 'Enter'), ['3']],
    [
      'leaving the box commits',
      'onCommit',
      (v: Awaited<ReturnType<typeof renderStepper>>) => {
        v.input.dispatchEvent(new FocusEvent('blur'));
        v.input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      },
      ['3'],
    ],
  ] as const)('%s', async (_name, callback, act, args) => {
    const view = await renderStepper();
    act(view);
    expect(view.props[callback]).toHaveBeenCalledTimes(1);
    expect(view.props[callback]).toHaveBeenCalledWith(...args);
    for (const other of ['onText', 'onCommit', 'onDecrease', 'onIncrease'] as const) {
      if (other !== callback) expect(view.props[other]).not.toHaveBeenCalled();
    }
  });

  it('disables a step button it cannot take, and every control when disabled', async () => {
    const view = await renderStepper({ canDecrease: false });
    expect([view.minus?.disabled, view.input.disabled, view.plus?.disabled]).toEqual([true, false, false]);
    view.rerender({ disabled: true });
    await vi.waitFor(() =>
      expect([view.minus?.disabled, view.input.disabled, view.plus?.disabled]).toEqual([true, true, true]),
    );
  });

  it('marks the box invalid and described by the caller’s ids', async () => {
    const { input } = await renderStepper({ invalid: true, describedBy: 'quantity-error' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('quantity-error');
  });

  it('moves focus from + to the box when + becomes disabled while focused', async () => {
    const view = await renderStepper();
    view.plus?.focus();
    expect(document.activeElement).toBe(view.plus);
    view.rerender({ canIncrease: false });
    await vi.waitFor(() => expect(view.plus?.disabled).toBe(true));
    await vi.waitFor(() => expect(document.activeElement).toBe(view.input));
  });

  it('leaves focus where it is when a button it is not on becomes disabled', async () => {
    const view = await renderStepper();
    view.minus?.focus();
    view.rerender({ canIncrease: false });
    await vi.waitFor(() => expect(view.plus?.disabled).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(view.minus);
  });

  it('hands the box to the caller through inputRef', async () => {
    const inputRef = { current: null as HTMLInputElement | null };
    const { input } = await renderStepper({ inputRef });
    expect(inputRef.current).toBe(input);
  });
});
