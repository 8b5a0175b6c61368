import { pieceClasses } from '../ui/piece-classes.js';

/** Protection Plus's class names (`hk-ins-*`), for its views and this sheet: see pieceClasses. */
export const insuranceClasses = pieceClasses('ins', [
  'root',
  'head',
  'icon',
  'title',
  'intro',
  'note',
  'facts',
  'price',
  'from',
  'rate',
  'actions',
  'loading',
  'skeletonFacts',
  'hidden',
]);
const c = insuranceClasses;

/**
 * Styles of the Protection Plus card (unlayered, so they win over the kit's): a card with the
 * shield and title, a line of what it covers, the cover and excess (and once added the value and
 * price) as tiles two by two, the "from" price and the actions. Every colour and size comes
 * from the tokens; phones get 44 px targets.
 */
export const insuranceStyles = `
.${c.root} {
  display: grid; gap: calc(var(--_space) * 1.5); min-inline-size: 0; padding: calc(var(--_space) * 2.5);
  background: var(--_surface); border: 1px solid var(--_divider); border-radius: var(--_radius);
}
.${c.root}[data-state='selected'] { border-color: var(--_success); box-shadow: inset 0 0 0 1px var(--_success); }
.${c.head} { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space); }
.${c.icon} {
  display: inline-grid; place-items: center; inline-size: 2.25em; block-size: 2.25em; flex: none;
  color: var(--_accent-strong); background: var(--_accent-soft); border-radius: 50%;
}
.${c.icon} > .hk-icon { inline-size: 1.4em; block-size: 1.4em; }
.${c.title} { margin: 0; font-size: var(--_font-large); line-height: 1.3; }
.${c.intro}, .${c.note} { margin: 0; }
.${c.note} { color: var(--_muted); }
.${c.facts} { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: var(--_space); margin: 0; }
.${c.facts} > div {
  display: grid; align-content: start; gap: 0.125em; padding: var(--_space) calc(var(--_space) * 1.5);
  background: var(--_accent-soft); border-radius: var(--_radius);
}
.${c.facts} dt { color: var(--_muted); font-size: var(--_font-small); }
.${c.facts} dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; }
.${c.price} { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.25em var(--_space); margin: 0; }
.${c.from} { font-size: var(--_font-large); font-weight: 700; font-variant-numeric: tabular-nums; }
.${c.rate} { color: var(--_muted); }
.${c.actions} { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space); }
.${c.actions} > [part~='terms-button'] { margin-inline-start: auto; }
.${c.root} .hk-empty { padding: calc(var(--_space) * 2) var(--_space); }
.${c.loading} { display: grid; gap: calc(var(--_space) * 1.5); }
.${c.skeletonFacts} { block-size: 3.75em; }
.${c.hidden} {
  position: absolute; inline-size: 1px; block-size: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip-path: inset(50%); white-space: nowrap;
}
@media (max-width: 767.98px) {
  .${c.root} { padding: calc(var(--_space) * 2); }
  .${c.actions} .hk-button { min-block-size: 44px; }
  .${c.actions} > [part~='terms-button'] { margin-inline-start: 0; }
}
`;
