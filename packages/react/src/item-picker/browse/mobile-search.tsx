import type { ItemSearchResult } from '@haulkit/core';
import { lazyImport } from '@haulkit/core';
import { type ReactNode, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LazyPart } from '../../lazy-part.js';
import { UiIcon } from '../../ui/icons/ui-icons.js';
import { whenIdle } from '../../when-idle.js';
import { itemPickerClasses } from '../item-picker.styles.js';
import type { Translate } from '../use-item-picker.js';

const loadSearchDialog = lazyImport(() => import('./search-dialog.js'));

/** What the search inside the full-screen dialog is given. */
export interface SearchControls {
  /** Adds the result, then closes the dialog (focus back on the search box). */
  choose(result: ItemSearchResult): void;
  /** Closes the dialog, keeping the text (Escape in an empty list, the close button). */
  dismiss(): void;
  /** Tells the box on the page what is typed, so it shows it. */
  setText(text: string): void;
}

/** Props of MobileSearch. */
export interface MobileSearchProps {
  id: string;
  t: Translate;
  disabled: boolean;
  /** What was typed into an element's early box: shown, searched, and the dialog opened if it had focus. */
  early: { text: string; focused: boolean } | undefined;
  /** The search box on the page, which takes focus back when the dialog closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  onChoose(result: ItemSearchResult): void;
  /** The search combobox and its results, wired to the controls. */
  renderSearch(controls: SearchControls): ReactNode;
}

/**
 * The search below 992 px (docs/behaviour/quote-flow.md §2, §9): a box on the page that shows what is
 * typed and opens the full-screen search dialog when tapped (or activated with Enter or Space: a
 * button, so tabbing past it opens nothing). Choosing a result adds it, announces it and closes
 * back to the list with focus on the box; Escape or the close button return without losing the
 * text. The dialog's module loads when the page is idle, or on the first tap.
 */
export function MobileSearch({ id, t, disabled, early, triggerRef, onChoose, renderSearch }: MobileSearchProps) {
  const [text, setText] = useState(early?.text ?? '');
  const [open, setOpen] = useState(early?.focused === true);
  const [mounted, setMounted] = useState(open || text !== '');
  useEffect(() => whenIdle(() => void loadSearchDialog().catch(() => undefined)), []);

  // Back on the page after the dialog closed: focus on the box, not the page.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) triggerRef.current?.focus();
    wasOpen.current = open;
  }, [open, triggerRef]);

  const dismiss = useCallback(() => setOpen(false), []);
  const choose = useCallback(
    (result: ItemSearchResult) => {
      onChoose(result);
      setOpen(false);
    },
    [onChoose],
  );
  const controls = useMemo<SearchControls>(() => ({ choose, dismiss, setText }), [choose, dismiss]);

  return (
    <>
      <label part="label" className={itemPickerClasses.label} htmlFor={`${id}-open`}>
        {t('itemSearchLabel')}
      </label>
      <div className={itemPickerClasses.search}>
        <UiIcon name="search" />
        <button
          ref={triggerRef}
          id={`${id}-open`}
          type="button"
          part="control"
          className={`hk-control ${itemPickerClasses.control} ${itemPickerClasses.searchTrigger}`}
          aria-haspopup="dialog"
          disabled={disabled}
          onClick={() => {
            setMounted(true);
            setOpen(true);
          }}
        >
          <span
            className={
              text
                ? itemPickerClasses.searchText
                : `${itemPickerClasses.searchText} ${itemPickerClasses.searchPlaceholder}`
            }
          >
            {text || t('itemSearchPlaceholder')}
          </span>
        </button>
      </div>
      {mounted && (
        <LazyPart load={loadSearchDialog}>
          {({ SearchDialog }) => (
            <SearchDialog open={open} title={t('itemSearchLabel')} closeLabel={t('dialogClose')} onClose={dismiss}>
              {renderSearch(controls)}
            </SearchDialog>
          )}
        </LazyPart>
      )}
    </>
  );
}
