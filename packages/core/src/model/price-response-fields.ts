// The price answer's field names without the schemas: what the price-loading transition uses at run time.

/** Fields of the POST /ng/prelisting/{id} answer merged into the listing (docs/behaviour/quote-flow.md §7). */
export const PRICE_RESPONSE_FIELDS = [
  'availableWindow',
  'min_time_selectable_hours',
  'hours_selected',
  'mileage_cost',
  'service_prices',
  'available_slots',
  'move_items',
  'ranged_offset_future',
  'ranged_offset_past',
  'has_ferry',
  'is_international',
  'is_london',
  'men_option_available',
  'men_required',
  'pricesKeys',
  'availableTimeOptions',
  'sliderStep',
  'estimated_loading_time',
  'calendarLabels',
  'lowest_price',
  'prices',
  'default_margin',
  'adjustment_service_enabled',
] as const;
