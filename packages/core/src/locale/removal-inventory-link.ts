import type { Locale } from './locales.js';
import { createTranslator } from './translator.js';

/**
 * The words of the item picker's link to the inventory (§2: "a removal item list can jump to
 * this step"), a module of their own so the picker's chunk carries one sentence: a module lives whole in
 * one chunk, and the inventory's words would otherwise come with the picker wherever both are
 * bundled together (haulkit.js).
 */
const INVENTORY_LINK_MESSAGES: Readonly<Record<Locale, { inventoryLink: string }>> = {
  'en-GB': { inventoryLink: 'Add items room by room' },
  'en-IE': { inventoryLink: 'Add items room by room' },
  'es-ES': { inventoryLink: 'Añadir artículos habitación por habitación' },
};

/** The item picker's link to the inventory, in a locale's words. */
export const inventoryLinkMessage = /* @__PURE__ */ createTranslator((locale) => INVENTORY_LINK_MESSAGES[locale]);
