import { pieceClasses } from '../ui/piece-classes.js';

/** The History dialog's class names (`hk-ah-*`), for its view and this sheet: see pieceClasses. */
export const adminHistoryClasses = pieceClasses('ah', [
  'body',
  'part',
  'heading',
  'list',
  'entry',
  'facts',
  'fact',
  'what',
  'details',
  'change',
  'answer',
  'status',
  'actions',
  'control',
]);
const c = adminHistoryClasses;

/**
 * Styles of the History dialog (docs/behaviour/back-office.md §2): each entry a card whose when,
 * who and what are labelled pairs, the what first in weight; on a phone the pairs stack and the
 * provider change's buttons take the whole row with 44 px targets.
 */
export const adminHistoryStyles = `
.${c.body} { display: grid; gap: calc(var(--_space) * 2); }
.${c.part} { display: grid; gap: var(--_space); min-inline-size: 0; }
.${c.heading} { margin: 0; font-size: 1em; font-weight: 700; }
.${c.list} { display: grid; gap: var(--_space); margin: 0; padding: 0; list-style: none; }
.${c.entry} { display: grid; gap: calc(var(--_space) / 2); padding: var(--_space) calc(var(--_space) * 1.5); border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface); min-inline-size: 0; }
.${c.facts} { display: grid; grid-template-columns: max-content 1fr; gap: 0.2em var(--_space); margin: 0; }
.${c.fact} { display: contents; }
.${c.fact} dt { color: var(--_muted); font-size: var(--_font-small); align-self: baseline; }
.${c.fact} dd { margin: 0; overflow-wrap: anywhere; align-self: baseline; }
.${c.what} { font-weight: 600; }
.${c.details} { margin: 0; color: var(--_muted); font-size: var(--_font-small); overflow-wrap: anywhere; }
.${c.change} { display: grid; gap: var(--_space); margin-block-start: calc(var(--_space) / 2); padding-block-start: var(--_space); border-block-start: 1px solid var(--_divider); }
.${c.change} p { margin: 0; }
.${c.answer} { display: grid; gap: var(--_space); }
.${c.status} { font-weight: 600; }
.${c.status}[data-status='accepted'] { color: var(--_success); }
.${c.status}[data-status='declined'] { color: var(--_danger); }
.${c.actions} { display: flex; flex-wrap: wrap; gap: var(--_space); align-items: center; }
.${c.control} { inline-size: 100%; box-sizing: border-box; }
textarea.${c.control} { min-block-size: 4em; resize: vertical; }
@media (max-width: 767.98px) {
  .${c.entry} { padding: var(--_space); }
  .${c.actions} > .hk-button { min-block-size: 44px; flex: 1 1 auto; }
}
`;
