import { pieceClasses } from '../ui/piece-classes.js';

/** The send-quote dialog's class names (`hk-sq-*`), for its view and this sheet: see pieceClasses. */
export const sendQuoteClasses = pieceClasses('sq', ['body', 'form', 'intro', 'control', 'actions', 'status', 'sent']);
const c = sendQuoteClasses;

/**
 * Styles of the send-quote dialog (unlayered, so they win over the kit's): the fields full width
 * in one column, the actions in a row that wraps, the sent message in the success colour; on
 * phones the buttons fill the row with 44 px targets.
 */
export const sendQuoteStyles = `
.${c.body}, .${c.form} { display: grid; gap: calc(var(--_space) * 2); }
.${c.intro} { margin: 0; color: var(--_muted); }
.${c.control} { inline-size: 100%; }
.${c.actions} { display: flex; flex-wrap: wrap; gap: var(--_space); align-items: center; }
.${c.status} { margin: 0; color: var(--_muted); }
/* Empty, the status region stays in the page (so what it says next is announced) but out of the grid's gaps. */
.${c.status}:empty { position: absolute; }
.${c.sent} { margin: 0; font-weight: 600; color: var(--_success); overflow-wrap: anywhere; }
@media (max-width: 767.98px) {
  .${c.actions} > .hk-button { flex: 1 1 auto; }
}
`;
