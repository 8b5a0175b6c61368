import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Field, type FieldProps } from '../../src/ui/index.js';

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

async function renderField(props: Omit<FieldProps, 'children'>) {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  root.render(<Field {...props}>{(control) => <input type="text" {...control} />}</Field>);
  unmount = () => root.unmount();
  const input = await vi.waitFor(() => container.querySelector('input') ?? Promise.reject());
  const byId = (id: string) => container.querySelector(`[id="${id}"]`);
  return { container, input, byId };
}

describe('Field', () => {
  it('labels its control and, when valid, neither describes nor marks it', async () => {
    const { container, input } = await renderField({ label: 'Postcode' });
    const label = container.querySelector('label');
    expect(label?.textContent).toBe('Postcode');
    expect(label?.htmlFor).toBe(input.id);
    expect(input.id).not.toBe('');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('describes the control by its hint, then its error, shown in words above the control', async () => {
    const { input, byId } = await renderField({
      label: 'Postcode',
      hint: 'For example, SW1A 1AA',
      error: 'Enter a full postcode, like SW1A 1AA',
      errorCode: 'postcodeInvalid',
      errorPrefix: 'Error:',
    });
    const [hintId = '', errorId = '', ...more] = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(more).toEqual([]);
    expect(byId(hintId)?.textContent).toBe('For example, SW1A 1AA');
    const error = byId(errorId);
    expect(error?.textContent).toBe('Error: Enter a full postcode, like SW1A 1AA');
    expect(error?.querySelector('.hk-visually-hidden')?.textContent).toBe('Error: ');
    expect(error?.getAttribute('data-code')).toBe('postcodeInvalid');
    expect(error?.textContent).not.toContain('postcodeInvalid');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect((error?.compareDocumentPosition(input) ?? 0) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('describes the control by the error alone when there is no hint', async () => {
    const { input, byId } = await renderField({ label: 'Postcode', error: 'Enter a postcode' });
    expect(byId(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Enter a postcode');
  });
});
