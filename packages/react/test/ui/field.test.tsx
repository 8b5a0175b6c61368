import { describe, expect, it } from 'vitest';
import { find, mount } from '../../../../test/unit/render.js';
import { Field, type FieldProps } from '../../src/ui/index.js';

async function renderField(props: Omit<FieldProps, 'children'>) {
  const { container } = mount(<Field {...props}>{(control) => <input type="text" {...control} />}</Field>);
  const input = await find(container, 'input');
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
    // Exactly FOLLOWING: the control comes after the error, is not inside it, and both are in the document.
    expect(error?.compareDocumentPosition(input)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('describes the control by the error alone when there is no hint', async () => {
    const { input, byId } = await renderField({ label: 'Postcode', error: 'Enter a postcode' });
    expect(byId(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Enter a postcode');
  });
});
