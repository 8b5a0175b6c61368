import {
  configure,
  type Directions,
  getQuoteSession,
  type Listing,
  type MapsApi,
  type QuoteContext,
  type StepFlowSession,
  withQuoteFlow,
  withStepFlow,
} from '@haulkit/core';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeQuoteApi, typeInto } from '../../../test/unit/dom.js';
import { addressPickerClasses } from '../src/address-picker/address-picker.styles.js';
import { extraServicesClasses } from '../src/extra-services/extra-services.styles.js';
import { QuoteFlow, type QuoteFlowProps } from '../src/index.js';
import { insuranceClasses } from '../src/insurance/insurance.styles.js';
import { itemPickerClasses } from '../src/item-picker/item-picker.styles.js';
import { jobSummaryClasses } from '../src/job-summary/job-summary.styles.js';
import { priceCalendarClasses } from '../src/price-calendar/price-calendar.styles.js';
import { quoteFlowClasses } from '../src/quote-flow/quote-flow.styles.js';
import { removalInventoryClasses } from '../src/removal-inventory/removal-inventory.styles.js';
import { routeMapClasses } from '../src/route-map/route-map.styles.js';
import { timeSliderClasses } from '../src/time-slider/time-slider.styles.js';
import { vanSelectorClasses } from '../src/van-selector/van-selector.styles.js';

/** A quote session with the flow's steps (`withStepFlow`). */
const stepFlowSession = (...args: Parameters<typeof getQuoteSession>): StepFlowSession =>
  withStepFlow(getQuoteSession(...args));
/** The step flow of a session. */
const flowOf = (session: Parameters<typeof withQuoteFlow>[0]): StepFlowSession => withStepFlow(withQuoteFlow(session));

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  document.body.replaceChildren();
});

/** Both addresses (located) and an item: booking step 1 passes. */
const JOB: Partial<Listing> = {
  pickup_address_data: { formatted_address: 'Leeds LS1 4DY, UK', latitude: 53.7957, longitude: -1.5479 },
  delivery_address_data: { formatted_address: 'York YO1 7HH, UK', latitude: 53.9583, longitude: -1.0803 },
  move_items: [{ name: 'Sofa', quantity: 1, fake_id: 'sofa', width: 200, height: 90, depth: 90, weight: 40 }],
};

let keys = 0;
/** A fresh session of its own for each test (no draft), with a listing to start from. */
function setup(listing: Partial<Listing> = {}, context: Partial<QuoteContext> = {}) {
  const key = `flow-${++keys}`;
  configure({ drafts: false, api: fakeQuoteApi(), context }, key);
  const session = stepFlowSession(key);
  session.update((state) => ({ ...state, listing: { ...state.listing, ...listing } }));
  return { key, session: flowOf(session) };
}

async function renderFlow(props: QuoteFlowProps) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(<QuoteFlow {...props} />);
  unmount = () => root.unmount();
  await vi.waitFor(() => expect(container.querySelector('[part=flow-title]')).not.toBeNull());
  const query = <T extends HTMLElement = HTMLElement>(selector: string) => container.querySelector<T>(selector);
  const all = (selector: string) => [...container.querySelectorAll<HTMLElement>(selector)];
  const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
  const button = (name: string) =>
    all('button').find((element) => text(element) === name) as HTMLButtonElement | undefined;
  return {
    container,
    query,
    all,
    text,
    button,
    title: () => text(query('[part=flow-title]')),
    steps: () =>
      all(`.${quoteFlowClasses.step}`).map(
        (step) =>
          `${text(step.querySelector(`.${quoteFlowClasses.stepNumber}`))} ${text(step.querySelector(`.${quoteFlowClasses.stepName}`))}${step.getAttribute('aria-current') === 'step' ? ' (current)' : ''}`,
      ),
    progress: () => text(query('[part=flow-progress]')),
    links: () => all('[part=flow-error-link]').map((link) => text(link)),
  };
}

/** What each field of the items step says of a refused move, and whether the items piece is marked. */
function fieldErrors(view: Awaited<ReturnType<typeof renderFlow>>) {
  return {
    pickup: view.text(view.query('[data-side=pickup] [part=field-error]')),
    delivery: view.text(view.query('[data-side=delivery] [part=field-error]')),
    items: view.text(view.query('[data-flow-field=move_items] > [part=flow-field-error]')),
    itemsMarked: view.query('[data-flow-field=move_items]')?.hasAttribute('data-invalid') ?? false,
  };
}

describe('QuoteFlow (docs/behaviour/quote-flow.md §2: the whole quote in one piece)', () => {
  it('furniture starts on its items step: the step header, the heading, the addresses, map, items and van, Continue', async () => {
    const { key } = setup();
    const view = await renderFlow({ session: key, category: 'furniture' });
    expect(view.progress()).toBe('Step 1 of 2');
    expect(view.steps()).toEqual(['1 Your furniture (current)', '2 Dates and prices']);
    expect(view.query(`.${quoteFlowClasses.steps}`)?.tagName).toBe('NAV');
    expect(view.query(`.${quoteFlowClasses.stepList}`)?.tagName).toBe('OL');
    expect(view.title()).toBe('Your furniture');
    await vi.waitFor(() => expect(view.query(`.${addressPickerClasses.addresses}`)).not.toBeNull());
    expect(view.query(`[data-flow-field~=pickup_address_data] .${routeMapClasses.root}`)).not.toBeNull();
    expect(view.query(`[data-flow-field=move_items] .${itemPickerClasses.picker}`)).not.toBeNull();
    expect(view.query(`[data-flow-section=van] .${vanSelectorClasses.selector}`)).not.toBeNull();
    // The first step has nothing behind it: no Back; one Continue.
    expect(view.button('Back')).toBeUndefined();
    expect(view.all('[part=flow-continue]')).toHaveLength(1);
    // The first render leaves focus where the page has it.
    expect(document.activeElement).toBe(document.body);
  });

  it('both addresses: the route’s distance and time are said once, by the line under the addresses, not again under the map', async () => {
    const { key } = setup(JOB);
    const directions: Directions = {
      geometry: [
        [-1.5479, 53.7957],
        [-1.0803, 53.9583],
      ],
      distanceMetres: 24.6 * 1609.344,
      durationSeconds: 2400,
    };
    const maps = {
      getPlacePredictions: vi.fn(async () => []),
      geocode: vi.fn(async () => []),
      getDirections: vi.fn(async () => directions),
      getDistanceMatrix: vi.fn(async () => []),
    } satisfies MapsApi;
    configure({ maps }, key);
    const view = await renderFlow({ session: key, category: 'furniture' });
    const route = '24.6 miles · about 40 min by road';
    await vi.waitFor(() =>
      expect(view.text(view.query(`.${addressPickerClasses.addresses} [part=route]`))).toBe(route),
    );
    await vi.waitFor(() => expect(view.query(`.${routeMapClasses.root} [part=map]`)?.dataset.mode).not.toBe('empty'));
    expect(view.query(`.${routeMapClasses.root} [part=summary]`)).toBeNull();
    expect(view.container.textContent?.split('24.6 miles')).toHaveLength(2);
  });

  it('Continue with nothing entered: the error summary at the top, a link per field, focused; a link focuses its field', async () => {
    const { key } = setup();
    const view = await renderFlow({ session: key, category: 'furniture' });
    await vi.waitFor(() => expect(view.query('[data-side=pickup] input')).not.toBeNull());
    const pickup = view.query<HTMLInputElement>('[data-side=pickup] input');
    view.button('Continue')?.click();
    await vi.waitFor(() => expect(view.query('[part=flow-error-summary]')).not.toBeNull());
    const summary = view.query('[part=flow-error-summary]');
    expect(summary?.getAttribute('role')).toBe('alert');
    expect(view.text(summary?.querySelector('h3'))).toBe('There is a problem');
    expect(view.links()).toEqual(['Enter a pickup address', 'Enter a delivery address', 'Add at least one item']);
    expect(document.activeElement).toBe(summary);
    // The step shown is the first failing one: still the items.
    expect(view.title()).toBe('Your furniture');
    // The summary comes before the heading, at the top of the step.
    expect(summary?.compareDocumentPosition(view.query('[part=flow-title]') as Node)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    // Each field says its problem where it is (GOV.UK): the addresses in their own fields, named
    // by them; the items at the top of the items piece, which is marked.
    expect(fieldErrors(view)).toEqual({
      pickup: 'Enter a pickup address',
      delivery: 'Enter a delivery address',
      items: 'Add at least one item',
      itemsMarked: true,
    });
    for (const side of ['pickup', 'delivery']) {
      const input = view.query<HTMLInputElement>(`[data-side=${side}] input`);
      expect(input?.getAttribute('aria-invalid')).toBe('true');
      expect(view.text(view.query(`#${CSS.escape(input?.getAttribute('aria-describedby') ?? '')}`))).toBe(
        `Enter a ${side} address`,
      );
    }
    view.all('[part=flow-error-link]')[1]?.click();
    await vi.waitFor(() => expect(document.activeElement).toBe(view.query('[data-side=delivery] input')));
    view.all('[part=flow-error-link]')[0]?.click();
    await vi.waitFor(() => expect(document.activeElement).toBe(pickup));
    // Nothing typed is lost: a second refused move keeps the text and focuses the summary again.
    if (pickup) typeInto(pickup, 'Leeds');
    view.button('Continue')?.click();
    await vi.waitFor(() => expect(document.activeElement).toBe(view.query('[part=flow-error-summary]')));
    expect(pickup?.value).toBe('Leeds');
  });

  it('the problems drop out of the summary as they are fixed', async () => {
    const { key, session } = setup({ pickup_address_data: JOB.pickup_address_data });
    const view = await renderFlow({ session: key, category: 'furniture' });
    view.button('Continue')?.click();
    await vi.waitFor(() => expect(view.links()).toEqual(['Enter a delivery address', 'Add at least one item']));
    expect(fieldErrors(view)).toEqual({
      pickup: null,
      delivery: 'Enter a delivery address',
      items: 'Add at least one item',
      itemsMarked: true,
    });
    session.update((state) => ({ ...state, listing: { ...state.listing, move_items: JOB.move_items ?? [] } }));
    await vi.waitFor(() => expect(view.links()).toEqual(['Enter a delivery address']));
    expect(fieldErrors(view)).toEqual({
      pickup: null,
      delivery: 'Enter a delivery address',
      items: null,
      itemsMarked: false,
    });
    session.update((state) => ({
      ...state,
      listing: { ...state.listing, delivery_address_data: JOB.delivery_address_data },
    }));
    await vi.waitFor(() => expect(view.query('[part=flow-error-summary]')).toBeNull());
    expect(fieldErrors(view)).toEqual({ pickup: null, delivery: null, items: null, itemsMarked: false });
  });

  it('a complete first step: Continue goes to the prices, focus on the new heading; Back returns, the job kept', async () => {
    const { key, session } = setup(JOB);
    const view = await renderFlow({ session: key, category: 'furniture' });
    view.button('Continue')?.click();
    await vi.waitFor(() => expect(view.title()).toBe('Dates and prices'));
    expect(view.progress()).toBe('Step 2 of 2');
    expect(view.steps()).toEqual(['1 Your furniture', '2 Dates and prices (current)']);
    expect(view.query('[part=flow-error-summary]')).toBeNull();
    expect(document.activeElement).toBe(view.query('[part=flow-title]'));
    await vi.waitFor(() =>
      expect(view.query(`[data-flow-field=pickup_date] .${priceCalendarClasses.root}`)).not.toBeNull(),
    );
    expect(view.query(`[data-flow-section=time] .${timeSliderClasses.root}`)).not.toBeNull();
    expect(view.query(`[data-flow-section=services] .${extraServicesClasses.root}`)).not.toBeNull();
    expect(view.query(`[data-flow-section=insurance] .${insuranceClasses.root}`)).not.toBeNull();
    view.button('Back')?.click();
    await vi.waitFor(() => expect(view.title()).toBe('Your furniture'));
    expect(document.activeElement).toBe(view.query('[part=flow-title]'));
    expect(session.$listing.get().move_items).toHaveLength(1);
  });

  it('Continue on the prices without a day: refused with the date’s link, which focuses the calendar', async () => {
    const { key, session } = setup(JOB);
    const view = await renderFlow({ session: key, category: 'furniture' });
    session.goToFlowStep('listing-price-options');
    view.button('Continue')?.click();
    await vi.waitFor(() => expect(view.links()).toEqual(['Choose a pickup date']));
    expect(view.title()).toBe('Dates and prices');
    await vi.waitFor(() =>
      expect(view.text(view.query('[data-flow-field=pickup_date] > [part=flow-field-error]'))).toBe(
        'Choose a pickup date',
      ),
    );
    expect(view.query('[data-flow-field=pickup_date]')?.hasAttribute('data-invalid')).toBe(true);
    expect(session.$flow.get().proceeded).toBe(false);
  });

  it('proceeded: the quote-ready panel, no view-listing link without a listing id, “Change something” back to the prices', async () => {
    const { key, session } = setup({ ...JOB, pickup_date: '2030-01-14' });
    const view = await renderFlow({ session: key, category: 'furniture' });
    session.goToFlowStep('listing-price-options');
    session.update((state) => ({ ...state, ui: { ...state.ui, step: 'listing-confirmation' } }));
    await vi.waitFor(() => expect(view.title()).toBe('Your quote is ready'));
    expect(document.activeElement).toBe(view.query('[part=flow-title]'));
    expect(view.steps()).toEqual(['1 Your furniture', '2 Dates and prices']);
    expect(view.query('[part=flow-view-listing]')).toBeNull();
    view.button('Change something')?.click();
    await vi.waitFor(() => expect(view.title()).toBe('Dates and prices'));
    expect(session.$flow.get().proceeded).toBe(false);
  });

  it('proceeded with a listing id: the view-listing link the host builds', async () => {
    const { key, session } = setup({ ...JOB, pickup_date: '2030-01-14', listing_id: 48213 });
    const view = await renderFlow({
      session: key,
      category: 'furniture',
      listingHref: (id) => `https://example.com/view-listing/${id}`,
    });
    session.goToFlowStep('listing-price-options');
    view.button('Continue')?.click();
    await vi.waitFor(() => expect(view.title()).toBe('Your quote is ready'));
    const link = view.query<HTMLAnchorElement>('[part=flow-view-listing]');
    expect(view.text(link)).toBe('View your listing');
    expect(link?.getAttribute('href')).toBe('https://example.com/view-listing/48213');
  });

  it('the job summary stands beside the steps in a shadow root of its own (its class names are other pieces’), loaded with the first step', async () => {
    const { key } = setup(JOB);
    const view = await renderFlow({ session: key, category: 'furniture' });
    await vi.waitFor(() =>
      expect(
        view.query('[part=flow-summary]')?.shadowRoot?.querySelector(`.${jobSummaryClasses.root}`),
      ).not.toBeFalsy(),
    );
  });

  it('the job summary’s “change” moves the flow and brings the section into view', async () => {
    const { key, session } = setup(JOB);
    const view = await renderFlow({ session: key, category: 'furniture' });
    session.goToFlowStep('listing-price-options');
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    session.goToStep('van');
    await vi.waitFor(() => expect(view.title()).toBe('Your furniture'));
    await vi.waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(view.query('[data-flow-section=van]')?.contains(document.activeElement)).toBe(true);
  });

  it.each([
    ['house-move', 'Your move', `.${removalInventoryClasses.root}`, true],
    ['piano', 'Your job', `.${itemPickerClasses.picker}`, false],
    ['car', 'Your job', `.${itemPickerClasses.picker}`, false],
    ['man-and-van', 'Your job', `.${itemPickerClasses.picker}`, true],
  ])('%s: the items step shows %s with its items piece; a van: %s', async (category, title, piece, van) => {
    const { key } = setup();
    const view = await renderFlow({ session: key, category });
    expect(view.title()).toBe(title);
    await vi.waitFor(() => expect(view.query(`[data-flow-field=move_items] ${piece}`)).not.toBeNull());
    expect(view.query('[data-flow-section=van]') !== null).toBe(van);
  });

  it('piano: the items step leads with the piano dialog, not the furniture catalogue', async () => {
    const { key } = setup();
    const view = await renderFlow({ session: key, category: 'piano' });
    const lead = await vi.waitFor(
      () => view.query<HTMLButtonElement>('[part=piano-button]') ?? Promise.reject(new Error('no piano button')),
    );
    expect(view.text(lead)).toBe('Add a piano by make and model');
    expect(view.all(`.${itemPickerClasses.pickerMain} button`).indexOf(lead)).toBe(0);
    expect(view.all('button').filter((b) => view.text(b) === 'Add a piano by make and model')).toHaveLength(1);
    expect(view.query(`.${itemPickerClasses.browse}, [part=browse-button]`)).toBeNull();
    expect(view.text(view.query(`.${itemPickerClasses.items}`))).toContain(
      'No piano yet. Add it by its make and model above.',
    );
    lead.click();
    await vi.waitFor(() => expect(view.text(view.query('dialog h2'))).toBe('Add a piano'));
  });

  it('man-and-van: the van comes before the items; the catalogue is a button, not the first thing', async () => {
    const { key } = setup();
    const view = await renderFlow({ session: key, category: 'man-and-van' });
    await vi.waitFor(() =>
      expect(view.query(`[data-flow-field=move_items] .${itemPickerClasses.picker}`)).not.toBeNull(),
    );
    const van = view.query('[data-flow-section=van]');
    const items = view.query('[data-flow-field=move_items]');
    expect(van).not.toBeNull();
    expect(items).not.toBeNull();
    // The items follow the van in the document (reading and tab order).
    expect((van as Element).compareDocumentPosition(items as Element) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await vi.waitFor(() => expect(view.text(view.query('[part=browse-button]'))).toBe('Browse by category'));
    expect(view.query(`.${itemPickerClasses.browse}`)).toBeNull();
  });

  it('man-and-van prices by the hour: the time options, no time slider', async () => {
    const { key, session } = setup(JOB);
    const view = await renderFlow({ session: key, category: 'man-and-van' });
    session.goToFlowStep('listing-price-options');
    await vi.waitFor(() => expect(view.query('[data-flow-section=time] [part=base]')).not.toBeNull());
    expect(view.query(`.${timeSliderClasses.root}`)).toBeNull();
  });

  it('a partner route starts in the partner item screens', async () => {
    const { key } = setup();
    const view = await renderFlow({ session: key, category: 'furniture', partnerId: 2, partnerListingId: 'gt-1' });
    await vi.waitFor(() => expect(view.steps()[0]).toBe('1 Your items (current)'));
    expect(view.title()).toBe('Your items');
  });

  it("the partner screens' Continue comes after the van, in reading order", async () => {
    const { key } = setup();
    const view = await renderFlow({ session: key, category: 'furniture', partnerId: 2, partnerListingId: 'gt-1' });
    const go = await vi.waitFor(
      () => view.query('[part=continue-button]') ?? Promise.reject(new Error('no partner Continue')),
    );
    const van = await vi.waitFor(
      () => view.query('[data-flow-section=van] fieldset') ?? Promise.reject(new Error('no van')),
    );
    expect(van.compareDocumentPosition(go) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('es-ES: the frame speaks Spanish', async () => {
    const { key } = setup();
    const view = await renderFlow({ session: key, category: 'furniture', locale: 'es-ES' });
    expect(view.progress()).toBe('Paso 1 de 2');
    view.button('Continuar')?.click();
    await vi.waitFor(() => expect(view.text(view.query('[part=flow-error-summary] h3'))).toBe('Hay un problema'));
  });
});
