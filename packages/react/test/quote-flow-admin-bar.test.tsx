// The admin bar at the top of the quote flow (docs/behaviour/back-office.md §2, §6): shown, as a
// lazy part in a shadow root of its own, only to an admin the bar may show to; on React and preact.
import { type AdminUser, allAdminPrivileges, configure } from '@haulkit/core';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeQuoteApi } from '../../../test/unit/dom.js';
import { QuoteFlow } from '../src/index.js';

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  document.body.replaceChildren();
});

let keys = 0;
/** The flow of a fresh session whose signed-in user is `admin` (or nobody). */
async function flowFor(admin: AdminUser | null) {
  const key = `flow-bar-${++keys}`;
  configure({ drafts: false, api: fakeQuoteApi(), context: { admin } }, key);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(<QuoteFlow session={key} category="furniture" />);
  unmount = () => root.unmount();
  await vi.waitFor(() => expect(container.querySelector('[part=flow-title]')).not.toBeNull());
  return container;
}

/** The bar's heading inside the flow's admin bar part (its own shadow root), or null. */
const barHeading = (container: Element) =>
  container.querySelector('[part=flow-admin-bar]')?.shadowRoot?.querySelector('[part=base] h2')?.textContent ?? null;

describe('QuoteFlow and the admin bar', () => {
  it('an admin sees the bar named Admin above the steps', async () => {
    const container = await flowFor({ userId: '1', privileges: allAdminPrivileges() });
    await vi.waitFor(() => expect(barHeading(container)).toBe('Admin'));
    const part = container.querySelector('[part=flow-admin-bar]');
    expect(part?.compareDocumentPosition(container.querySelector('[part=flow]') as Node)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it.each([
    ['a customer', null],
    ['an admin the bar may not show to', { userId: '2', privileges: { price: { override: true } } }],
  ])('%s sees no bar, and the flow asks for none', async (_who, admin) => {
    const container = await flowFor(admin);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[part=flow-admin-bar]')).toBeNull();
  });
});
