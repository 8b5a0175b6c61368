import { allAdminPrivileges, configure, getSession } from '@haulkit/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminNotesElement } from '../src/admin-notes/admin-notes.element.js';
import { defineElements } from '../src/define.js';
import { mount, runConformance } from './conformance.js';

const base = (root: ShadowRoot) => root.querySelector<HTMLElement>('[part=base]');
const STAFF = { userId: '7', privileges: allAdminPrivileges() };

describe('<hk-admin-notes> conformance', () => {
  // The panel shows only to an admin: the default session's user is one here (sessions are reset after each test).
  beforeEach(() => configure({ drafts: false, context: { admin: STAFF } }));
  runConformance({ definition: adminNotesElement, rendered: base });
});

describe('<hk-admin-notes>', () => {
  const [tag = ''] = defineElements([adminNotesElement], { prefix: 'an' });

  it('nobody signed in: nothing in its shadow root but the element’s box', async () => {
    configure({ drafts: false }, 'an-nobody');
    getSession('an-nobody').update((state) => ({ ...state, listing: { ...state.listing, pre_listing_id: 'pl-x' } }));
    const { root } = await mount(tag, { session: 'an-nobody' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await vi.waitFor(() => expect(base(root)).toBeNull(), { timeout: 5000 });
    expect(root.textContent?.trim()).toBe('');
  });

  it('an admin on the demo quote of the session (no api-base): the demo’s customer numbers, a note saved', async () => {
    configure({ drafts: false, context: { admin: STAFF } }, 'an-demo');
    const session = getSession('an-demo');
    session.update((state) => ({ ...state, listing: { ...state.listing, pre_listing_id: 'pl-an', move_items: [] } }));
    const { root } = await mount(tag, { session: 'an-demo' });
    await vi.waitFor(() => expect(base(root)?.dataset.state).toBe('ready'));
    await vi.waitFor(() => expect(root.querySelectorAll('[part=numbers] li').length).toBeGreaterThan(0), {
      timeout: 5000,
    });
    const textarea = root.querySelector<HTMLTextAreaElement>('[part=note-form] textarea');
    if (!textarea) throw new Error('no note field');
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(textarea, 'Rang back');
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
    root.querySelector<HTMLFormElement>('[part=note-form]')?.requestSubmit();
    await vi.waitFor(
      () => expect(root.querySelector('[part=notes] [part=outcome]')?.textContent).toBe('Save was successful'),
      {
        timeout: 5000,
      },
    );
  });

  it('an admin without a saved quote: says notes come with one', async () => {
    configure({ drafts: false, context: { admin: STAFF } }, 'an-none');
    const { root } = await mount(tag, { session: 'an-none' });
    await vi.waitFor(() => expect(root.querySelector('[part=explain]')?.getAttribute('data-reason')).toBe('noRecord'));
  });
});
