// Type tests of the elements' public contract (run by `npm run check:types`): the tags, their
// properties and events are typed for the DOM, and their attributes for React's JSX (the
// `@haulkit/elements/jsx-react` entry, imported once as a React project does). Each
// `@ts-expect-error` line must stay an error.
import '@haulkit/elements';
import type { HkQuoteFlowElement } from '@haulkit/elements';
import type {} from '@haulkit/elements/jsx-react';
import {
  AddressPicker,
  CardByPhone,
  ExtraServices,
  Insurance,
  ItemPicker,
  JobSummary,
  PriceCalendar,
  QuoteFlow,
  type QuoteFlowProps,
  RemovalInventory,
  RouteMap,
  TimeOptions,
  TimeSlider,
  VanSelector,
} from '@haulkit/react';
import { useRef } from 'react';

export function domContract(): void {
  const flow = document.querySelector('hk-quote-flow');
  if (!flow) return;
  const typed: HkQuoteFlowElement = flow;
  typed.theme = 'dark';
  typed.urlState = 'hash';
  const session: string | undefined = flow.session;
  // @ts-expect-error: `theme` is light, dark or flat.
  flow.theme = 'blue';
  // @ts-expect-error: no such property.
  flow.partnerName = 'x';

  flow.addEventListener('hk-proceed', (event) => {
    const id: string | null = event.detail.pre_listing_id;
    // @ts-expect-error: the detail has no `listingId`.
    event.detail.listingId;
    void id;
  });
  document.addEventListener('hk-payment-status', (event) => {
    const step: string = event.detail.step;
    void step;
  });
  document.addEventListener('hk-error', (event) => {
    // @ts-expect-error: `code` is a string.
    const code: number = event.detail.code;
    void code;
  });

  const picker = document.createElement('hk-item-picker');
  picker.categoryId = '2';
  // @ts-expect-error: properties hold the attribute's text.
  picker.categoryId = 2;
  const map: HTMLElement & { mapStyle: string | undefined } = document.createElement('hk-route-map');
  void session;
  void map;
}

export function JsxContract() {
  const ref = useRef<HkQuoteFlowElement>(null);
  return (
    <>
      <hk-quote-flow
        ref={ref}
        class="quote"
        category="furniture"
        partner-id={4}
        theme="dark"
        url-state="hash"
        onhk-proceed={(event) => event.detail.listing.id}
      />
      <hk-route-map static map-style="/style.json" />
      <hk-card-by-phone call-id="CA1" amount={149.5} currency="EUR" />
      {/* @ts-expect-error: `theme` is light, dark or flat. */}
      <hk-item-picker theme="blue" />
      {/* @ts-expect-error: no such attribute (a misspelt `session`). */}
      <hk-item-picker sesion="a" />
      {/* @ts-expect-error: the elements take no children. */}
      <hk-job-summary>text</hk-job-summary>
      {/* @ts-expect-error: `currency` is GBP or EUR. */}
      <hk-card-by-phone currency="USD" />
    </>
  );
}

/** The React components of @haulkit/react take typed props (camelCase, parsed values). */
export function ReactContract() {
  const props: QuoteFlowProps = { session: 'a', category: 'furniture', partnerId: 4, urlState: 'hash' };
  return (
    <>
      <QuoteFlow {...props} onError={(error) => error.code} />
      <AddressPicker session="a" />
      <ItemPicker session="a" categoryId={2} />
      <RouteMap session="a" />
      <VanSelector session="a" />
      <ExtraServices session="a" />
      <JobSummary session="a" />
      <Insurance session="a" />
      <RemovalInventory session="a" />
      <PriceCalendar session="a" />
      <TimeOptions session="a" />
      <TimeSlider session="a" />
      <CardByPhone session="a" />
      {/* @ts-expect-error: `partnerId` is a number, not the attribute's text. */}
      <QuoteFlow partnerId="4" />
      {/* @ts-expect-error: `urlState` is 'hash'. */}
      <QuoteFlow urlState="query" />
    </>
  );
}
