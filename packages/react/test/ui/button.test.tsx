import { createRef, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../src/ui/index.js';

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

async function renderButton(ui: ReactNode) {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  root.render(ui);
  unmount = () => root.unmount();
  return vi.waitFor(() => container.querySelector('button') ?? Promise.reject());
}

describe('Button', () => {
  it.each(['primary', 'secondary', 'quiet'] as const)(
    '%s is a button named by its label that calls onClick',
    async (variant) => {
      const onClick = vi.fn();
      const button = await renderButton(
        <Button variant={variant} onClick={onClick}>
          Get prices
        </Button>,
      );
      expect(button.textContent).toBe('Get prices');
      expect(button.getAttribute('data-variant')).toBe(variant);
      button.click();
      expect(onClick).toHaveBeenCalledTimes(1);
    },
  );

  it('does not submit a form unless asked to (type defaults to button)', async () => {
    const button = await renderButton(<Button>Next</Button>);
    expect(button.type).toBe('button');
  });

  it('while loading keeps its label in the DOM, says it is busy, stays focusable and ignores clicks', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const container = document.body.appendChild(document.createElement('form'));
    container.addEventListener('submit', onSubmit);
    const root = createRoot(container);
    root.render(
      <Button type="submit" loading onClick={onClick}>
        Book now
      </Button>,
    );
    unmount = () => root.unmount();
    const button = await vi.waitFor(() => container.querySelector('button') ?? Promise.reject());
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
    const button = await renderButton(<Button>Book now</Button>);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
  });

  it('disabled is a native disabled button that ignores clicks', async () => {
    const onClick = vi.fn();
    const button = await renderButton(
      <Button disabled onClick={onClick}>
        Next
      </Button>,
    );
    expect(button.disabled).toBe(true);
    button.click();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards its ref to the native button', async () => {
    const ref = createRef<HTMLButtonElement>();
    const button = await renderButton(<Button ref={ref}>Next</Button>);
    expect(ref.current).toBe(button);
  });
});
