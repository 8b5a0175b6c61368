import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { find, mount, render } from '../../../../test/unit/render.js';
import { Button } from '../../src/ui/index.js';

describe('Button', () => {
  it.each(['primary', 'secondary', 'quiet'] as const)(
    '%s is a button named by its label that calls onClick',
    async (variant) => {
      const onClick = vi.fn();
      const button = await render(
        <Button variant={variant} onClick={onClick}>
          Get prices
        </Button>,
        'button',
      );
      expect(button.textContent).toBe('Get prices');
      expect(button.getAttribute('data-variant')).toBe(variant);
      button.click();
      expect(onClick).toHaveBeenCalledTimes(1);
    },
  );

  it('does not submit a form unless asked to (type defaults to button)', async () => {
    const button = await render(<Button>Next</Button>, 'button');
    expect(button.type).toBe('button');
  });

  it('while loading keeps its label in the DOM, says it is busy, stays focusable and ignores clicks', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const container = document.body.appendChild(document.createElement('form'));
    container.addEventListener('submit', onSubmit);
    mount(
      <Button type="submit" loading onClick={onClick}>
        Book now
      </Button>,
      { container },
    );
    const button = await find(container, 'button');
    expect(button.textContent).toBe('Book now');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.disabled).toBe(false);
    button.focus();
    expect(document.activeElement).toBe(button);
    button.click();
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when not loading says nothing about being busy', async () => {
    const button = await render(<Button>Book now</Button>, 'button');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
  });

  it('disabled is a native disabled button that ignores clicks', async () => {
    const onClick = vi.fn();
    const button = await render(
      <Button disabled onClick={onClick}>
        Next
      </Button>,
      'button',
    );
    expect(button.disabled).toBe(true);
    button.click();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards its ref to the native button', async () => {
    const ref = createRef<HTMLButtonElement>();
    const button = await render(<Button ref={ref}>Next</Button>, 'button');
    expect(ref.current).toBe(button);
  });
});
