import { SvgIcon } from './svg-icon.js';

/**
 * One drawing per interface icon (24 px grid). A module apart from the item icons, so a piece
 * that shows no items loads none of their drawings.
 */
const UI_PATHS = {
  'van-small':
    'M4 17H2V7h11l3 5h4l2 2v3h-2M8 17h8M4 17a2 2 0 1 0 4 0 2 2 0 1 0-4 0m12 0a2 2 0 1 0 4 0 2 2 0 1 0-4 0M13 7v5h3',
  'van-large':
    'M3 17H1V4h15l3 5h2l2 2v6h-2M7 17h10M3 17a2 2 0 1 0 4 0 2 2 0 1 0-4 0m14 0a2 2 0 1 0 4 0 2 2 0 1 0-4 0M16 4v5h3',
  'van-luton':
    'M3 17H1V3h17v6h1l3 4v4h-1M7 17h10M3 17a2 2 0 1 0 4 0 2 2 0 1 0-4 0m14 0a2 2 0 1 0 4 0 2 2 0 1 0-4 0M14 17V9h4',
  calendar: 'M4 5h16v16H4zm0 5h16M8 3v4m8-4v4',
  clock: 'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0m9-5v5l3 2',
  pin: 'M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12zm-2.5-12a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0',
  route:
    'M4 19a2 2 0 1 0 4 0 2 2 0 1 0-4 0M16 5a2 2 0 1 0 4 0 2 2 0 1 0-4 0M8 19h8.5a3.5 3.5 0 0 0 0-7h-9a3.5 3.5 0 0 1 0-7H16',
  people: 'M5 7a4 4 0 1 0 8 0 4 4 0 1 0-8 0M2 21v-1a7 7 0 0 1 14 0v1m0-17.5a4 4 0 0 1 0 7m3 3.5a7 7 0 0 1 3 6v1',
  shield: 'M12 3l8 3v5c0 5-3.5 8.5-8 10-4.5-1.5-8-5-8-10V6zM9 12l2 2 4-4',
  card: 'M3 5h18v14H3zm0 5h18M7 15h3',
  phone: 'M7 2h10v20H7zm4 16h2',
  search: 'M4 10.5a6.5 6.5 0 1 0 13 0 6.5 6.5 0 1 0-13 0M20 20l-4.8-4.8',
  close: 'M6 6l12 12M18 6 6 18',
  minus: 'M5 12h14',
  plus: 'M12 5v14M5 12h14',
  check: 'M5 12.5l4.5 4.5L19 7',
  alert: 'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0m9-5v6m0 3.5v0',
  undo: 'M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
  trash: 'M4 7h16m-10 4v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3',
} as const;

/** An interface icon: van sizes, calendar, clock, pin, route, people, shield, card, phone, controls. */
export type UiIconName = keyof typeof UI_PATHS;

/** Every interface icon name, in drawing order (for galleries and tests). */
export const UI_ICON_NAMES = /* @__PURE__ */ Object.keys(UI_PATHS) as readonly UiIconName[];

/** Props of UiIcon. */
export interface UiIconProps {
  name: UiIconName;
}

/** A decorative interface icon, drawn beside a text label or inside a control with an accessible name. */
export function UiIcon({ name }: UiIconProps) {
  return <SvgIcon d={UI_PATHS[name]} />;
}
