import { allAdminPrivileges, configure, getSession } from '@haulkit/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminBarElement } from '../src/admin-bar/admin-bar.element.js';
import { defineElements } from '../src/define.js';
import { mount, runConformance } from './conformance.js';

const base = (root: ShadowRoot) => root.querySelector<HTMLElement>('[part=base]');
const STAFF = { userId: '7', privileges: allAdminPrivileges() };

describe('<hk-admin-bar> conformance', () => {
  // The bar shows only to an admin: the default session's user is one here (sessions are reset after each test).
  beforeEach(() => configure({ drafts: false, context: { admin: STAFF } }));
  runConformance({ definition: adminBarElement, rendered: base });
});

describe('<hk-admin-bar>', () => {
  const [tag = ''] = defineElements([adminBarElement], { prefix: 'ab' });

  it('nobody signed in: nothing in its shadow root but the element’s box', async () => {
    configure({ drafts: false }, 'ab-nobody');
    const { root } = await mount(tag, { session: 'ab-nobody' });
    // The demo adapter is asked who is signed in (the bar says it is checking), then nothing is left.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await vi.waitFor(() => expect(base(root)).toBeNull(), { timeout: 5000 });
    expect(root.textContent?.trim()).toBe('');
  });

  it('an admin on the demo quote of the session (no api-base): the admin price info of the demo’s own quote', async () => {
    configure({ drafts: false, context: { admin: STAFF } }, 'ab-demo');
    const session = getSession('ab-demo');
    session.update((state) => ({ ...state, listing: { ...state.listing, pre_listing_id: 'pl-ab', move_items: [] } }));
    const { root } = await mount(tag, { session: 'ab-demo' });
    await vi.waitFor(() => expect(base(root)?.dataset.state).toBe('ready'));
    expect(root.querySelector('[part=facts]')?.textContent).toContain('pl-ab');
    root.querySelector<HTMLButtonElement>('[part~=price-toggle]')?.click();
    await vi.waitFor(() => expect(root.querySelector('[part=info]')?.textContent).toContain('Customer price'));
  });
});
