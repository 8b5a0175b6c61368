import { configure, getQuoteSession, type Listing } from '@haulkit/core';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeQuoteApi } from '../../../test/unit/dom.js';
import { mount } from '../../../test/unit/render.js';
import { addressPickerClasses, addressPickerStyles } from '../src/address-picker/address-picker.styles.js';
import { cardByPhoneClasses, cardByPhoneStyles } from '../src/card-by-phone/card-by-phone.styles.js';
import { extraServicesClasses, extraServicesStyles } from '../src/extra-services/extra-services.styles.js';
import { packingDialogClasses, packingDialogStyles } from '../src/extra-services/packing-dialog.styles.js';
import {
  AddressPicker,
  AnnouncerProvider,
  adoptSheet,
  HaulkitRoot,
  ItemPicker,
  JobSummary,
  PriceCalendar,
  QuoteFlow,
  sheetFor,
} from '../src/index.js';
import { insuranceDialogsClasses, insuranceDialogsStyles } from '../src/insurance/dialogs/insurance-dialogs.styles.js';
import { insuranceClasses, insuranceStyles } from '../src/insurance/insurance.styles.js';
import { browseClasses, browseStyles } from '../src/item-picker/browse/browse.styles.js';
import { carClasses, carStyles } from '../src/item-picker/car/car.styles.js';
import { itemDialogsClasses, itemDialogsStyles } from '../src/item-picker/dialogs/dialogs.styles.js';
import { ebayClasses, ebayStyles } from '../src/item-picker/ebay/ebay.styles.js';
import { itemPickerClasses, itemPickerStyles } from '../src/item-picker/item-picker.styles.js';
import { partnerClasses, partnerStyles } from '../src/item-picker/partner/partner.styles.js';
import { jobSummaryClasses, jobSummaryStyles } from '../src/job-summary/job-summary.styles.js';
import { priceCalendarClasses, priceCalendarStyles } from '../src/price-calendar/price-calendar.styles.js';
import { priceDialogsClasses, priceDialogsStyles } from '../src/price-tabs/dialogs/price-dialogs.styles.js';
import { priceTabsClasses, priceTabsStyles } from '../src/price-tabs/price-tabs.styles.js';
import { exitIntentClasses, exitIntentStyles } from '../src/quote-flow/exit-intent/exit-intent.styles.js';
import { quoteFlowClasses, quoteFlowStyles } from '../src/quote-flow/quote-flow.styles.js';
import { priceStepStyles } from '../src/quote-flow/steps/price-step.js';
import { removalInventoryClasses, removalInventoryStyles } from '../src/removal-inventory/removal-inventory.styles.js';
import { routeMapClasses, routeMapStyles } from '../src/route-map/route-map.styles.js';
import { timeOptionsClasses, timeOptionsStyles } from '../src/time-options/time-options.styles.js';
import { sliderModeDialogStyles } from '../src/time-slider/dialogs/slider-mode-dialog.js';
import { timeSliderClasses, timeSliderStyles } from '../src/time-slider/time-slider.styles.js';
import { vanSelectorClasses, vanSelectorStyles } from '../src/van-selector/van-selector.styles.js';

/** Wednesday 11 November 2026, 9 am. */
const NOW = new Date(2026, 10, 11, 9);

/** A job far enough on that every piece has something to show: route, items, a priced day, a van. */
const JOB: Partial<Listing> = {
  pickup_address_data: { formatted_address: 'Leeds LS1 4DY, UK', latitude: 53.7957, longitude: -1.5479 },
  delivery_address_data: { formatted_address: 'York YO1 7HH, UK', latitude: 53.9583, longitude: -1.0803 },
  distance: 24.6,
  duration: 2400,
  move_items: [
    { name: 'Sofa', quantity: 1, fake_id: 'sofa', width: 200, height: 90, depth: 90, weight: 40 },
    { name: 'Large box', quantity: 4, fake_id: 'box', width: 55, height: 55, depth: 55, weight: 10 },
  ],
  men_required: 1,
  men_option_available: [1],
  prices: Object.fromEntries(
    Array.from({ length: 60 }, (_, index) => {
      const day = new Date(2026, 10, 1 + index, 12);
      const key = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
      return [key, { standard: { fixed_1: 149 + (index % 3) * 20, fixed_2: 199 } }];
    }),
  ) as Listing['prices'],
  selected_van: 'large_transit',
  listing_cart: [{ type: 'priceOption', amount: 189 }],
};

/** Every sheet of a piece, with the class map it is written from: each piece's own prefix. */
const SHEETS = [
  { name: 'address picker', css: addressPickerStyles, classes: addressPickerClasses },
  { name: 'route map', css: routeMapStyles, classes: routeMapClasses },
  { name: 'item picker', css: itemPickerStyles, classes: itemPickerClasses },
  { name: 'browse', css: browseStyles, classes: browseClasses },
  { name: 'car', css: carStyles, classes: carClasses },
  { name: 'item dialogs', css: itemDialogsStyles, classes: itemDialogsClasses },
  { name: 'eBay', css: ebayStyles, classes: ebayClasses },
  { name: 'partner', css: partnerStyles, classes: partnerClasses },
  { name: 'removal inventory', css: removalInventoryStyles, classes: removalInventoryClasses },
  { name: 'van selector', css: vanSelectorStyles, classes: vanSelectorClasses },
  { name: 'extra services', css: extraServicesStyles, classes: extraServicesClasses },
  { name: 'packing dialog', css: packingDialogStyles, classes: packingDialogClasses },
  { name: 'insurance', css: insuranceStyles, classes: insuranceClasses },
  { name: 'insurance dialogs', css: insuranceDialogsStyles, classes: insuranceDialogsClasses },
  { name: 'price calendar', css: priceCalendarStyles, classes: priceCalendarClasses },
  { name: 'price tabs', css: priceTabsStyles, classes: priceTabsClasses },
  { name: 'price dialogs', css: priceDialogsStyles, classes: priceDialogsClasses },
  { name: 'time options', css: timeOptionsStyles, classes: timeOptionsClasses },
  { name: 'time slider', css: timeSliderStyles, classes: timeSliderClasses },
  { name: 'slider mode dialog', css: sliderModeDialogStyles, classes: timeSliderClasses },
  { name: 'job summary', css: jobSummaryStyles, classes: jobSummaryClasses },
  { name: 'quote flow', css: quoteFlowStyles, classes: quoteFlowClasses },
  { name: 'price step', css: priceStepStyles, classes: quoteFlowClasses },
  { name: 'exit intent', css: exitIntentStyles, classes: exitIntentClasses },
  { name: 'card by phone', css: cardByPhoneStyles, classes: cardByPhoneClasses },
];

/** `hk-ip-` of a map whose names are all `hk-ip-*`. */
const prefixOf = (classes: Record<string, string>) => {
  const [first = ''] = Object.values(classes);
  return first.slice(0, first.indexOf('-', 3) + 1);
};

/** The selectors of a sheet's text, at any depth of its at-rules. */
function selectorsOf(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...text.matchAll(/([^{};]+)\{/g)]
    .map(([, prelude]) => (prelude ?? '').trim())
    .filter((prelude) => !prelude.startsWith('@'))
    .flatMap((list) => list.split(/,(?![^(]*\))/).map((selector) => selector.trim()));
}

/** Every style rule of a sheet, inside its media, container and layer rules too. */
function styleRules(rules: CSSRuleList): CSSStyleRule[] {
  return [...rules].flatMap((rule) =>
    'selectorText' in rule
      ? [rule as CSSStyleRule]
      : 'cssRules' in rule
        ? styleRules((rule as CSSGroupingRule).cssRules)
        : [],
  );
}

/**
 * The same selector with what a page's state decides (`:hover`, `:checked`, `:has(…)`,
 * `::placeholder`) taken away: it matches at least what the rule can ever match, so an element it
 * finds is one the rule could style.
 */
function broadest(selector: string): string {
  let out = selector;
  for (let before = ''; before !== out; ) {
    before = out;
    out = out.replace(/::?[a-z-]+(\([^()]*\))?/g, '');
  }
  return out.replace(/(^|[\s>+~])(?=[\s>+~]|$)/g, '$1*').trim();
}

/** The elements of the document a sheet's rules can style, with the selector that finds each. */
function reach(css: string): { selector: string; element: Element }[] {
  return styleRules(sheetFor(document, css).cssRules).flatMap((rule) =>
    rule.selectorText
      .split(/,(?![^(]*\))/)
      .flatMap((selector) =>
        [...document.querySelectorAll(broadest(selector))].map((element) => ({ selector: selector.trim(), element })),
      ),
  );
}

afterEach(() => {
  document.adoptedStyleSheets = [];
});

describe('pieces composed in one document (a React page on @haulkit/react, no shadow roots)', () => {
  it('each sheet’s selectors carry its own prefix, and no two pieces share one', () => {
    const prefixes = SHEETS.map((sheet) => prefixOf(sheet.classes));
    expect(new Set(SHEETS.map((sheet) => sheet.classes)).size).toBe(new Set(prefixes).size);
    for (const { name, css, classes } of SHEETS) {
      const own = prefixOf(classes);
      // The route map's markers (`hk-map-*`), drawn by maplibre outside React, are its own names too.
      const unscoped = selectorsOf(css).filter(
        (selector) => !selector.includes(`.${own}`) && !(name === 'route map' && selector.includes('.hk-map-')),
      );
      expect(unscoped, `${name}: selectors without a class of ${own}*`).toEqual([]);
    }
  });

  it('ItemPicker, JobSummary, PriceCalendar and AddressPicker side by side, every sheet on the document: no rule reaches another piece', async () => {
    configure({ drafts: false, now: () => NOW.getTime(), api: fakeQuoteApi() }, 'side-by-side');
    getQuoteSession('side-by-side').update((state) => ({ ...state, listing: { ...state.listing, ...JOB } }));
    const common = { session: 'side-by-side', locale: 'en-GB' } as const;
    const pieces: [name: string, piece: ReactNode, sheets: string[]][] = [
      [
        'item picker',
        <ItemPicker key="ip" {...common} />,
        [itemPickerStyles, browseStyles, itemDialogsStyles, carStyles, ebayStyles, partnerStyles],
      ],
      ['job summary', <JobSummary key="js" {...common} category="furniture" />, [jobSummaryStyles]],
      [
        'price calendar',
        <PriceCalendar key="pc" {...common} category="furniture" />,
        [priceCalendarStyles, priceTabsStyles, priceDialogsStyles],
      ],
      ['address picker', <AddressPicker key="ap" {...common} />, [addressPickerStyles]],
    ];
    // As a page links its stylesheets: every piece's CSS on the document, whatever renders.
    for (const [, , sheets] of pieces) for (const css of sheets) adoptSheet(document, css);
    const { container } = mount(
      <HaulkitRoot locale="en-GB">
        <AnnouncerProvider>
          {pieces.map(([name, piece]) => (
            <div key={name} data-piece={name}>
              {piece}
            </div>
          ))}
        </AnnouncerProvider>
      </HaulkitRoot>,
    );
    const root = (name: string) => container.querySelector(`[data-piece="${name}"]`) as Element;
    // Each piece shows what the job gives it: item rows, the summary's sections, priced days, the route.
    await vi.waitFor(() => {
      expect(root('item picker').querySelectorAll('[part=item]')).toHaveLength(2);
      expect(root('job summary').querySelectorAll('[part=section]').length).toBeGreaterThan(2);
      expect(root('price calendar').querySelectorAll('[role=gridcell][data-key]').length).toBeGreaterThan(20);
      expect(root('address picker').querySelector('[part=route]')).not.toBeNull();
    }, 15000);

    for (const [name, , sheets] of pieces) {
      const reached = sheets.flatMap(reach);
      // The check has something to check: each piece's rules style plenty of its own elements.
      expect(reached.filter(({ element }) => root(name).contains(element)).length, name).toBeGreaterThan(10);
      const strays = reached
        .filter(({ element }) => !root(name).contains(element))
        .map(({ selector, element }) => `${selector} → ${element.closest('[data-piece]')?.getAttribute('data-piece')}`);
      expect(strays, `rules of the ${name}'s sheets that style another piece`).toEqual([]);
    }
  });

  it('QuoteFlow nests its step’s pieces: its own rules stay off them, theirs stay inside them', async () => {
    configure({ drafts: false, now: () => NOW.getTime(), api: fakeQuoteApi() }, 'nested');
    getQuoteSession('nested').update((state) => ({ ...state, listing: { ...state.listing, ...JOB } }));
    const { container } = mount(
      <HaulkitRoot locale="en-GB">
        <QuoteFlow session="nested" locale="en-GB" category="furniture" />
      </HaulkitRoot>,
    );
    const nested = [
      { root: addressPickerClasses.addresses, sheets: [addressPickerStyles] },
      { root: routeMapClasses.root, sheets: [routeMapStyles] },
      { root: itemPickerClasses.picker, sheets: [itemPickerStyles, browseStyles, itemDialogsStyles] },
      { root: vanSelectorClasses.selector, sheets: [vanSelectorStyles] },
    ];
    await vi.waitFor(() => {
      for (const { root } of nested) expect(container.querySelector(`.${root}`), root).not.toBeNull();
    }, 15000);
    const inside = (element: Element, root: string) => element.closest(`.${root}`) !== null;

    const flowStrays = reach(quoteFlowStyles)
      .filter(({ element }) => nested.some(({ root }) => inside(element, root)))
      .map(({ selector }) => selector);
    expect(flowStrays, 'rules of the flow that style a piece of its step').toEqual([]);
    for (const { root, sheets } of nested) {
      const strays = sheets
        .flatMap(reach)
        .filter(({ element }) => !inside(element, root))
        .map(({ selector, element }) => `${selector} → ${element.className}`);
      expect(strays, `rules of ${root}'s sheets that style something else`).toEqual([]);
    }
  });
});
