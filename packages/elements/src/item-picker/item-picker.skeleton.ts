import { itemSearchWords } from '@haulkit/core';
import { barStyles } from '../bars-skeleton.js';
import { peekEarlyInput, rememberEarlyInput } from '../early-input.js';
import { adopt, append } from '../paint.js';
import { itemPickerSkeletonStyles } from './item-picker.skeleton.styles.js';

/** The early search box's id: unique within its element's shadow root, as ids need to be. */
const SEARCH_ID = 'hk-early-search';

/**
 * The item picker until its view arrives: the real label and search box, which take typing and
 * focus at once (the view takes both over, so nothing typed is lost), then the status line,
 * heading and empty list as skeleton bars of the view's size, and the popular items' column
 * where the view will have one (from 992 px, not for cars). A partner's picker opens on its
 * default items, so its skeleton is bars of that screen, without a search box. Its bars are the first
 * script's one skeleton class (bars-skeleton.ts), sized here, since this is in every page's first script.
 */
export function paintItemPickerSkeleton(root: HTMLElement, raw: Readonly<Record<string, unknown>>, host: HTMLElement) {
  adopt(root, barStyles, itemPickerSkeletonStyles);
  const picker = append(root, 'div', { class: 'sk-picker' });
  const bar = (parent: Node, size: string) =>
    append(parent, 'span', { class: `hk-skeleton ${size}`, 'aria-hidden': 'true' });
  if (typeof raw.partnerId === 'string' && raw.partnerId.trim() !== '') {
    for (const size of ['sk-line sk-half sk-heading', 'sk-line', 'sk-rows']) bar(picker, size);
    return;
  }
  const words = itemSearchWords(raw.locale);
  const disabled = raw.disabled !== undefined && String(raw.disabled).trim().toLowerCase() !== 'false';
  // The car flow's category (CAR_FLOW_CATEGORY), written out: importing it would bring every
  // category's name into the first script.
  const browse =
    String(raw.category ?? '')
      .trim()
      .toLowerCase() !== 'car';
  const columns = append(picker, 'div', { class: 'sk-columns', 'data-browse': browse ? '' : undefined });
  const main = append(columns, 'div', { class: 'sk-main' });
  append(main, 'label', { class: 'sk-label', for: SEARCH_ID }, words.label);
  const input = append(main, 'input', {
    id: SEARCH_ID,
    class: 'sk-search',
    type: 'text',
    role: 'combobox',
    'aria-expanded': 'false',
    'aria-autocomplete': 'list',
    autocomplete: 'off',
    enterkeyhint: 'search',
    placeholder: words.placeholder,
    disabled: disabled ? '' : undefined,
  });
  // Painted again (new attribute texts), the box keeps what was typed.
  input.value = peekEarlyInput(host)?.text ?? '';
  input.addEventListener('input', () => rememberEarlyInput(host, { text: input.value }));
  bar(main, 'sk-line sk-half sk-status');
  if (browse) bar(main, 'sk-control sk-third sk-browse-button');
  bar(main, 'sk-line sk-third sk-heading');
  bar(main, 'sk-empty');
  if (browse) bar(columns, 'sk-browse');
}
