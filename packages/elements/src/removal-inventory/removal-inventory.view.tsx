import { PROPERTY_TYPES, type PropertyType, readPropertyType } from '@haulkit/core';
import { RemovalInventory, removalInventoryStyles } from '@haulkit/react';
import { type AttributePropertiesOf, type AttributeSpec, sharedAttributes } from '../attributes.js';
import { createView } from '../view-host.js';

/** A type of home the inventory knows; anything else is refused and the person chooses. */
const propertyType: AttributeSpec<PropertyType | undefined> = {
  kind: 'string',
  fallback: undefined,
  parse(text) {
    const type = readPropertyType(text);
    return type
      ? { ok: true, value: type }
      : { ok: false, reason: `“${text}” is not one of ${PROPERTY_TYPES.join(', ')}` };
  },
};

/** Attributes of `<hk-removal-inventory>`. */
export const removalInventoryAttributes = {
  ...sharedAttributes,
  /**
   * The origin's type of home (origin_type_of_property): `studio`, `1-bed-flat`, `2-bed-flat`,
   * `2-bed-house`, `3-bed-house` or `4-bed-house` (case does not matter). Its rooms and default
   * items are fetched after 2 s; the person may choose another. Absent: the person chooses
   * first. Any other value is refused (`hk-error` code `attribute`).
   */
  'property-type': propertyType,
};

/** The view of `<hk-removal-inventory>`, loaded on its first connection. */
export default createView({
  tag: 'removal-inventory',
  attributes: removalInventoryAttributes,
  styles: removalInventoryStyles,
  render: (props, emit) => (
    <RemovalInventory
      session={props.session}
      locale={props.locale}
      propertyType={props.propertyType}
      onError={(error) => emit('hk-error', error)}
    />
  ),
});

/** `<hk-removal-inventory>` as the DOM sees it. */
export type HkRemovalInventoryElement = HTMLElement & AttributePropertiesOf<typeof removalInventoryAttributes>;
