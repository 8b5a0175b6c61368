import { MAN_AND_VAN_FLOW_CATEGORY } from '@haulkit/core';
import { ExtraServices } from '../../extra-services/extra-services.js';
import { Insurance } from '../../insurance/insurance.js';
import { PriceCalendar } from '../../price-calendar/price-calendar.js';
import { priceTabsClasses } from '../../price-tabs/price-tabs.styles.js';
import { FlowSendQuote } from '../../send-quote/send-quote-part.js';
import { TimeOptions } from '../../time-options/time-options.js';
import { TimeSlider } from '../../time-slider/time-slider.js';
import { useSheet } from '../../ui/sheet.js';
import { quoteFlowClasses } from '../quote-flow.styles.js';
import { FieldPiece } from './field-piece.js';
import { categoryName, type FlowStepProps } from './step-props.js';

/**
 * The price bar's own Continue is kept out of the flow: the flow's Continue, under every piece of
 * the step, is the one. Here, not in the flow's sheet, so the flow's first step does not carry
 * the price bar's class names.
 */
export const priceStepStyles = `.${quoteFlowClasses.root} .${priceTabsClasses.actionsContinue} { display: none; }`;

/**
 * The price options step (docs/behaviour/quote-flow.md §2, listing-price-options), its own module so
 * the first step does not pay for the calendar: the price calendar with its tabs and price bar,
 * the time options (the hourly variant for man-and-van, hours and start times), the time slider
 * for a collection or delivery window (not for hourly jobs, whose start time is the window), the
 * extra services and Protection Plus; under the prices, once they show, "Email me this quote"
 * (its own module, fetched then). The flow's own Continue, under them all, proceeds.
 */
export function PriceStep(props: FlowStepProps) {
  const { session, locale } = props;
  // Priced by the hour: the hourly variant of the time options and no time slider (§4 Hourly rate).
  const hourly = categoryName(props.category) === MAN_AND_VAN_FLOW_CATEGORY;
  useSheet(priceStepStyles);
  return (
    <div className={quoteFlowClasses.pieces}>
      <FieldPiece section="date" field="pickup_date" problems={props.problems} locale={locale}>
        <PriceCalendar session={session} locale={locale} category={props.category} />
        <FlowSendQuote part="flow-send-quote" session={session} locale={locale} />
      </FieldPiece>
      <div className={quoteFlowClasses.piece} data-flow-section="time">
        <TimeOptions session={session} locale={locale} category={props.category} />
        {!hourly && <TimeSlider session={session} locale={locale} category={props.category} />}
      </div>
      <div className={quoteFlowClasses.piece} data-flow-section="services">
        <ExtraServices session={session} locale={locale} />
      </div>
      <div className={quoteFlowClasses.piece} data-flow-section="insurance">
        <Insurance session={session} locale={locale} />
      </div>
    </div>
  );
}
