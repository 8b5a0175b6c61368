import { pieceClasses } from '../ui/piece-classes.js';

/** The similar-listing tool's class names (`hk-sl-*`), for its views and this sheet: see pieceClasses. */
export const similarListingsClasses = pieceClasses('sl', [
  'root',
  'title',
  'layout',
  'form',
  'fields',
  'actions',
  'list',
  'row',
  'swatch',
  'main',
  'meta',
  'badges',
  'panel',
  'control',
]);
const c = similarListingsClasses;

/**
 * Styles of the similar-listing tool (unlayered, so they win over the kit's): a tinted box like
 * the admin notes', the jobs as a scrolling list beside the selected job (one column on phones,
 * where buttons get 44 px targets). Rows are plain boxes with no shadow or transition, so 500 of
 * them stay cheap to lay out and paint.
 */
export const similarListingsStyles = `
.${c.root} { display: grid; gap: calc(var(--_space) * 1.5); padding: calc(var(--_space) * 1.5); border: 1px solid color-mix(in srgb, var(--_accent) 35%, var(--_border)); border-radius: var(--_radius); background: color-mix(in srgb, var(--_accent) 6%, var(--_surface)); min-inline-size: 0; }
.${c.title} { margin: 0; font-size: var(--_font-large); font-weight: 700; }
.${c.form} { display: grid; gap: var(--_space); }
.${c.fields} { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr)); gap: var(--_space) calc(var(--_space) * 1.5); align-items: start; }
.${c.actions} { display: flex; flex-wrap: wrap; gap: var(--_space); align-items: center; }
.${c.control} { inline-size: 100%; box-sizing: border-box; }
textarea.${c.control} { min-block-size: 5em; resize: vertical; }
.${c.layout} { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr)); gap: calc(var(--_space) * 1.5); align-items: start; }
.${c.list} { margin: 0; padding: 0; list-style: none; max-block-size: 28rem; overflow-y: auto; border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface); contain: content; }
.${c.list}:focus-visible { outline: 3px solid var(--_focus, var(--_accent)); outline-offset: 2px; }
.${c.row} { display: grid; grid-template-columns: auto 1fr; gap: 0.25em var(--_space); padding: calc(var(--_space) / 2) var(--_space); border-block-end: 1px solid var(--_divider); cursor: pointer; content-visibility: auto; contain-intrinsic-size: auto 4.5em; }
.${c.row}[aria-selected=true] { background: color-mix(in srgb, var(--_accent) 14%, var(--_surface)); box-shadow: inset 4px 0 0 var(--_accent); }
.${c.swatch} { inline-size: 0.9em; block-size: 0.9em; margin-block-start: 0.25em; border-radius: 50%; border: 1px solid var(--_border); }
.${c.main} { display: grid; gap: 0.15em; min-inline-size: 0; }
.${c.meta} { color: var(--_muted); font-size: var(--_font-small); overflow-wrap: anywhere; }
.${c.badges} { display: flex; flex-wrap: wrap; gap: 0.35em; margin: 0; padding: 0; list-style: none; }
.${c.panel} { display: grid; gap: var(--_space); padding: calc(var(--_space) * 1.5); border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface); min-inline-size: 0; }
@media (max-width: 767.98px) {
  .${c.root}, .${c.panel} { padding: var(--_space); }
  .${c.actions} > .hk-button { min-block-size: 44px; flex: 1 1 auto; }
}
`;
