// The states pages of the item picker, the address picker and the item dialogs (the checks:
// states-pages.mjs); the back office's and the UI kit's are in states.test.mjs.
import { describe, it } from 'node:test';
import { checkStatesPage, harnessForFile, statesLooks } from './states-pages.mjs';

const held = harnessForFile();

const PAGES = [
  { name: 'item-picker', path: '/states/item-picker.html' },
  { name: 'address-picker', path: '/states/address-picker.html' },
  ...[
    'custom-missing',
    'custom-warning',
    'custom-blocked',
    'remeasure',
    'piano-error',
    'volume-error',
    'plate-error',
    'custom-car-error',
    'search',
    'categories',
  ].map((dialog) => ({ name: `item-dialog-${dialog}`, path: `/states/item-dialogs.html?dialog=${dialog}` })),
];

for (const page of PAGES)
  describe(`states of ${page.name}`, () => {
    for (const look of statesLooks()) it(look.title, () => checkStatesPage(held.harness, page, look));
  });
