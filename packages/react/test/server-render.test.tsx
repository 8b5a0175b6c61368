// @vitest-environment node

import type { ReactElement } from 'react';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { addressPickerClasses } from '../src/address-picker/address-picker.styles.js';
import { cardByPhoneClasses } from '../src/card-by-phone/card-by-phone.styles.js';
import { extraServicesClasses } from '../src/extra-services/extra-services.styles.js';
import {
  AddressPicker,
  addressPickerStyles,
  CardByPhone,
  cardByPhoneStyles,
  ExtraServices,
  extraServicesStyles,
  HaulkitRoot,
  Insurance,
  ItemPicker,
  insuranceStyles,
  itemPickerStyles,
  JobSummary,
  jobSummaryStyles,
  PriceCalendar,
  priceCalendarStyles,
  QuoteFlow,
  quoteFlowStyles,
  RemovalInventory,
  RouteMap,
  removalInventoryStyles,
  routeMapStyles,
  StyleRoot,
  TimeOptions,
  TimeSlider,
  timeOptionsStyles,
  timeSliderStyles,
  tokensStyles,
  VanSelector,
  vanSelectorStyles,
} from '../src/index.js';
import { insuranceClasses } from '../src/insurance/insurance.styles.js';
import { itemPickerClasses } from '../src/item-picker/item-picker.styles.js';
import { jobSummaryClasses } from '../src/job-summary/job-summary.styles.js';
import { priceCalendarClasses } from '../src/price-calendar/price-calendar.styles.js';
import { quoteFlowClasses } from '../src/quote-flow/quote-flow.styles.js';
import { removalInventoryClasses } from '../src/removal-inventory/removal-inventory.styles.js';
import { routeMapClasses } from '../src/route-map/route-map.styles.js';
import { timeOptionsClasses } from '../src/time-options/time-options.styles.js';
import { timeSliderClasses } from '../src/time-slider/time-slider.styles.js';
import { vanSelectorClasses } from '../src/van-selector/van-selector.styles.js';

/** The `preact` project aliases `react` to preact/compat, whose server renderer (preact-render-to-string) is not a dependency here. */
const onPreact = 'useErrorBoundary' in React;

/** Every piece @haulkit/react exports, with its root's class and its own sheet. */
const pieces: [name: string, piece: () => ReactElement, root: string, sheet: string][] = [
  ['AddressPicker', () => <AddressPicker session="ssr" />, addressPickerClasses.addresses, addressPickerStyles],
  ['RouteMap', () => <RouteMap session="ssr" />, routeMapClasses.root, routeMapStyles],
  ['ItemPicker', () => <ItemPicker session="ssr" />, itemPickerClasses.picker, itemPickerStyles],
  [
    'RemovalInventory',
    () => <RemovalInventory session="ssr" propertyType="2-bed-flat" />,
    removalInventoryClasses.root,
    removalInventoryStyles,
  ],
  ['VanSelector', () => <VanSelector session="ssr" />, vanSelectorClasses.selector, vanSelectorStyles],
  ['ExtraServices', () => <ExtraServices session="ssr" />, extraServicesClasses.root, extraServicesStyles],
  ['Insurance', () => <Insurance session="ssr" />, insuranceClasses.root, insuranceStyles],
  [
    'PriceCalendar',
    () => <PriceCalendar session="ssr" category="house-move" />,
    priceCalendarClasses.root,
    priceCalendarStyles,
  ],
  [
    'TimeOptions',
    () => <TimeOptions session="ssr" category="house-move" />,
    timeOptionsClasses.options,
    timeOptionsStyles,
  ],
  ['TimeSlider', () => <TimeSlider session="ssr" category="house-move" />, timeSliderClasses.root, timeSliderStyles],
  ['JobSummary', () => <JobSummary session="ssr" category="house-move" />, jobSummaryClasses.root, jobSummaryStyles],
  ['QuoteFlow', () => <QuoteFlow session="ssr" category="furniture" />, quoteFlowClasses.root, quoteFlowStyles],
  [
    'CardByPhone',
    () => <CardByPhone session="ssr" callId="CA1234" amount={149} currency="GBP" reference="L-1042" />,
    cardByPhoneClasses.root,
    cardByPhoneStyles,
  ],
];

describe.skipIf(onPreact)('server rendering: react-dom/server in Node, where there is no document', () => {
  it.each(pieces)('%s renders to a string inside HaulkitRoot, touching no document', (_, piece, root) => {
    expect(typeof document).toBe('undefined');
    const html = renderToString(<HaulkitRoot locale="en-GB">{piece()}</HaulkitRoot>);
    expect(html).toMatch(/^<div class="hk-root" lang="en-GB">/);
    expect(html).toContain(`class="${root}"`);
  });

  it.each(pieces)(
    '%s: a set given as StyleRoot collects the text of the sheets the render used, tokens first',
    (_, piece, __, sheet) => {
      const sheets = new Set<string>();
      renderToString(
        <StyleRoot.Provider value={sheets}>
          <HaulkitRoot locale="en-GB">{piece()}</HaulkitRoot>
        </StyleRoot.Provider>,
      );
      expect([...sheets][0]).toBe(tokensStyles);
      expect(sheets.has(sheet)).toBe(true);
    },
  );
});
