/**
 * The flow categories' names, as the `category` attribute gives them (docs/behaviour/quote-flow.md §1,
 * §2). A module of their own, so a first script that needs a name carries no other constant.
 */

/** The flow category whose items step is listing-furniture. */
export const FURNITURE_FLOW_CATEGORY = 'furniture';

/** The flow category whose items step is the removal inventory (with the removal item list as its sub-step). */
export const HOUSE_MOVE_FLOW_CATEGORY = 'house-move';

/** The flow category of a piano: added by its make and model, with two helpers on the flexible tab (§4). */
export const PIANO_FLOW_CATEGORY = 'piano';

/** The flow category of a car: chosen from the makes and models, carried on a transporter. */
export const CAR_FLOW_CATEGORY = 'car';

/** The flow category of hourly van hire, priced by the hour (docs/behaviour/quote-flow.md §1: man-and-van by the hour). */
export const MAN_AND_VAN_FLOW_CATEGORY = 'man-and-van';
