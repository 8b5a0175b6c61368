import { configure, getSession, resetSessions } from '@haulkit/core';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeQuoteApi, typeInto } from '../../../test/unit/dom.js';
import { ItemPicker } from '../src/index.js';

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  resetSessions();
});

/** The picker of a session, the search typed; the query the adapter was asked with. */
async function searchOf(session: string, text: string, props: Parameters<typeof ItemPicker>[0] = {}) {
  const api = fakeQuoteApi();
  configure({ api, drafts: false }, session);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(<ItemPicker session={session} {...props} />);
  unmount = () => root.unmount();
  const input = await vi.waitFor(
    () => container.querySelector<HTMLInputElement>('[role=combobox]') ?? Promise.reject(),
  );
  typeInto(input, text);
  await vi.waitFor(() => expect(api.searchItems).toHaveBeenCalled(), { timeout: 2000 });
  return api.searchItems.mock.calls.at(-1)?.[0];
}

describe('the item search names the pre-listing once the listing has one', () => {
  it.each([
    ['the listing’s own id', 'listing-id', {}, 'PL-314'],
    ['the attribute’s id first', 'attribute-id', { preListingId: 'PL-attr' }, 'PL-attr'],
  ])('%s', async (_label, session, props, expected) => {
    getSession(session, { drafts: false }).update((state) => ({
      ...state,
      listing: { ...state.listing, pre_listing_id: 'PL-314' },
    }));
    expect(await searchOf(session, 'sofa', props)).toMatchObject({ name: 'sofa', pre_listing_id: expected });
  });

  it('a listing without an id sends none', async () => {
    expect(await searchOf('no-id', 'sofa')).not.toHaveProperty('pre_listing_id');
  });
});
