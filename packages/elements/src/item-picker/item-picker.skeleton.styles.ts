/**
 * The item picker skeleton's sizes: the empty picker's label, search box, status line, heading
 * and empty-state block, so nothing moves when the view replaces it. The search box is real and
 * looks as the view's does (without its icon, whose room it keeps). From 992 px, when the picker
 * is 44em wide or more, a column for the popular items stands beside it, as in the view; below
 * 992 px the "Browse by category" button takes the status line's place. A partner's skeleton is
 * a heading, a line and the default items' rows.
 */
export const itemPickerSkeletonStyles = `
.sk-line { block-size: 1lh; padding-block: 0.2lh; background-clip: content-box; }
.sk-half { inline-size: 50%; }
.sk-third { inline-size: 33.333%; }
.sk-control { block-size: 2.5em; }
.sk-picker { display: grid; gap: var(--_space); container-type: inline-size; }
.sk-columns { display: grid; gap: calc(var(--_space) * 3); min-inline-size: 0; }
.sk-main { display: grid; gap: var(--_space); align-content: start; min-inline-size: 0; }
.sk-label { font-weight: 600; }
.sk-search {
  box-sizing: border-box; inline-size: 100%; min-block-size: 2.75em; margin: 0;
  padding: calc(var(--_space) / 2) var(--_space) calc(var(--_space) / 2) 2.5em;
  font: inherit; color: var(--_text); background: var(--_surface);
  border: 1px solid var(--_border); border-radius: var(--_radius);
}
.sk-search::placeholder { color: var(--_muted); opacity: 1; }
.sk-search:focus-visible { outline: 2px solid var(--_focus); outline-offset: 2px; }
.sk-search:disabled { background: var(--_disabled); color: var(--_muted); }
.sk-heading { block-size: 1.625em; margin-block-start: var(--_space); }
.sk-empty { block-size: 10.9em; }
.sk-rows { block-size: 15em; }
.sk-browse { display: none; }
@media (min-width: 992px) {
  .sk-browse-button { display: none; }
  @container (min-width: 44em) {
    .sk-columns[data-browse] { grid-template-columns: minmax(0, 3fr) minmax(15em, 2fr); align-items: start; }
    .sk-browse { display: block; block-size: 16em; }
  }
}
@media (max-width: 991.98px) { .sk-status { display: none; } }
@media (max-width: 767.98px) { .sk-search { min-block-size: 44px; } .sk-control { block-size: 44px; } }
`;
