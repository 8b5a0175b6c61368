import { createRef, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, find, mount } from '../../../../test/unit/render.js';
import { Dialog, type DialogProps } from '../../src/ui/index.js';

afterEach(async () => {
  // Unmount now, before the wait below (the helper's own cleanup would run after it).
  cleanup();
  vi.restoreAllMocks();
  // Preact runs an unmounted component's effect cleanups after paint: let them run here, so a
  // dialog of one test does not move focus in the next.
  await new Promise((resolve) => setTimeout(resolve, 50));
});

function renderDialog(props: Partial<DialogProps> = {}, content?: ReactNode) {
  const onClose = vi.fn();
  const dialogWith = (more: Partial<DialogProps> = {}, children: ReactNode = <p>Moving on 14 March</p>) => (
    <Dialog open title="Your move" closeLabel="Close" onClose={onClose} {...props} {...more}>
      {children}
    </Dialog>
  );
  const { container, rerender } = mount(dialogWith({}, content));
  const show = (more?: Partial<DialogProps>, children?: ReactNode) => rerender(dialogWith(more, children));
  const dialog = () => container.querySelector('dialog') ?? Promise.reject(new Error('no dialog yet'));
  return { container, onClose, show, dialog };
}

describe('Dialog', () => {
  it('opens as a modal with showModal, and closes when open turns false', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const view = renderDialog();
    const dialog = await vi.waitFor(view.dialog);
    await vi.waitFor(() => expect(dialog.open).toBe(true));
    expect(showModal).toHaveBeenCalledTimes(1);
    view.show({ open: false });
    await vi.waitFor(() => expect(dialog.open).toBe(false));
    expect(view.onClose).not.toHaveBeenCalled();
  });

  it('stays closed while open is false', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const view = renderDialog({ open: false });
    const dialog = await vi.waitFor(view.dialog);
    expect(dialog.open).toBe(false);
    expect(showModal).not.toHaveBeenCalled();
  });

  it('is labelled by its title, a level 2 heading, and shows its content and footer', async () => {
    const view = renderDialog({ footer: <button type="button">Save</button> });
    const dialog = await vi.waitFor(view.dialog);
    const title = dialog.querySelector(`#${CSS.escape(dialog.getAttribute('aria-labelledby') ?? '')}`);
    expect(title?.tagName).toBe('H2');
    expect(title?.textContent).toBe('Your move');
    expect(dialog.textContent).toContain('Moving on 14 March');
    expect(dialog.querySelector('button:not([aria-label])')?.textContent).toBe('Save');
  });

  it.each([
    [
      'the close button',
      (dialog: HTMLDialogElement) => dialog.querySelector<HTMLElement>('[aria-label=Close]')?.click(),
    ],
    ['a click on the backdrop', (dialog: HTMLDialogElement) => dialog.click()],
    [
      'Escape (cancel, kept open for the caller to close)',
      (dialog: HTMLDialogElement) => {
        const cancel = new Event('cancel', { cancelable: true });
        dialog.dispatchEvent(cancel);
        expect(cancel.defaultPrevented).toBe(true);
      },
    ],
    ['the browser closing it by itself', (dialog: HTMLDialogElement) => dialog.close()],
  ])('%s asks the caller to close', async (_, act) => {
    const view = renderDialog();
    const dialog = await vi.waitFor(view.dialog);
    await vi.waitFor(() => expect(dialog.open).toBe(true));
    act(dialog);
    expect(view.onClose).toHaveBeenCalledTimes(1);
  });

  it('a click inside the dialog does not close it', async () => {
    const view = renderDialog();
    const dialog = await vi.waitFor(view.dialog);
    dialog.querySelector('p')?.click();
    dialog.querySelector('h2')?.click();
    expect(view.onClose).not.toHaveBeenCalled();
  });

  it('the close button has an accessible name and a hidden icon', async () => {
    const view = renderDialog({ closeLabel: 'Cerrar' });
    const close = await find(view.container, '[aria-label=Cerrar]');
    expect(close.tagName).toBe('BUTTON');
    expect(close.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('focuses its initialFocus control as it opens, right after showModal, before any effect of its content', async () => {
    const field = createRef<HTMLInputElement>();
    const order: string[] = [];
    vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function (this: HTMLDialogElement) {
      order.push('showModal');
      this.open = true;
    });
    const view = renderDialog({ open: false, initialFocus: field }, <input ref={field} aria-label="Email address" />);
    const dialog = await vi.waitFor(view.dialog);
    field.current?.addEventListener('focus', () => order.push('focus'));
    view.show({ open: true, initialFocus: field }, <input ref={field} aria-label="Email address" />);
    await vi.waitFor(() => expect(dialog.open).toBe(true));
    await vi.waitFor(() => expect(document.activeElement).toBe(field.current));
    expect(order).toEqual(['showModal', 'focus']);
  });

  it('gives focus back to the opener after closing', async () => {
    const opener = document.body.appendChild(document.createElement('button'));
    opener.focus();
    const view = renderDialog({ open: false });
    const dialog = await vi.waitFor(view.dialog);
    view.show({ open: true });
    await vi.waitFor(() => expect(dialog.open).toBe(true));
    dialog.querySelector<HTMLElement>('[aria-label=Close]')?.focus();
    expect(document.activeElement).not.toBe(opener);
    view.show({ open: false });
    await vi.waitFor(() => expect(dialog.open).toBe(false));
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus back inside a shadow root too', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const shadow = host.attachShadow({ mode: 'open' });
    const opener = shadow.appendChild(document.createElement('button'));
    const container = shadow.appendChild(document.createElement('div'));
    opener.focus();
    const dialogOpen = (open: boolean) => (
      <Dialog open={open} title="Your move" closeLabel="Close" onClose={() => {}}>
        <input />
      </Dialog>
    );
    const { rerender } = mount(dialogOpen(true), { container });
    const show = (open: boolean) => rerender(dialogOpen(open));
    const dialog = await find(container, 'dialog');
    await vi.waitFor(() => expect(dialog.open).toBe(true));
    dialog.querySelector('input')?.focus();
    show(false);
    await vi.waitFor(() => expect(dialog.open).toBe(false));
    expect(shadow.activeElement).toBe(opener);
  });
});
