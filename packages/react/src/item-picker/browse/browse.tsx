import type { CatalogueItem, QuoteSession } from '@haulkit/core';
import { lazyImport } from '@haulkit/core';
import { memo, useId, useState } from 'react';
import { LazyPart } from '../../lazy-part.js';
import { Button } from '../../ui/button.js';
import { itemPickerClasses } from '../item-picker.styles.js';
import type { Translate } from '../use-item-picker.js';
import { BrowseSkeleton } from './browse-states.js';
import { useFurnitureDefaults } from './use-furniture-defaults.js';
import type { Viewport } from './use-viewport.js';

// Their own modules: the panel loads with the view (while the defaults are asked for), the
// dialog when it is first wanted.
const loadPanel = lazyImport(() => import('./browse-panel.js'));
const loadCategoryDialog = lazyImport(() => import('./category-dialog.js'));

/** Props of Browse. */
export interface BrowseProps {
  session: QuoteSession;
  t: Translate;
  /** Partners 1 and 4 get no furniture defaults (docs/behaviour/quote-flow.md §7). */
  partnerId?: number | undefined;
  viewport: Viewport;
  /**
   * Folded away on every width: the "Browse by category" button only (the catalogue is there
   * when asked for, not the first thing).
   * @default false
   */
  folded?: boolean;
  disabled: boolean;
  /** Adds one of an item (stable: the picker's choose of a one-item set). */
  onAdd(item: CatalogueItem): void;
}

/**
 * The furniture defaults beside the search: the "Popular items" panel at 992 px and wider, and
 * below that a "Browse by category" button that opens the category dialog. It asks for the
 * defaults once shown and renders on its own, so a keystroke in the search or a "+" on a row
 * never reaches it (every prop is stable).
 */
export const Browse = memo(function Browse({
  session,
  t,
  partnerId,
  viewport,
  folded = false,
  disabled,
  onAdd,
}: BrowseProps) {
  const id = useId();
  const defaults = useFurnitureDefaults(session, { partnerId, phone: viewport.phone });
  const [dialog, setDialog] = useState<'unopened' | 'open' | 'closed'>('unopened');
  if (defaults.status === 'skipped') return null;
  if (!viewport.mobile && !folded)
    return (
      <LazyPart
        load={loadPanel}
        fallback={
          // biome-ignore lint/a11y/useSemanticElements: a named part of a piece, not a landmark of its own (a fieldset is for form controls)
          <section role="group" className={itemPickerClasses.browse} aria-labelledby={`${id}-heading`} aria-busy="true">
            <h3 className={itemPickerClasses.heading} id={`${id}-heading`}>
              {t('browseHeading')}
            </h3>
            <BrowseSkeleton />
          </section>
        }
      >
        {({ BrowsePanel }) => <BrowsePanel defaults={defaults} t={t} onAdd={onAdd} disabled={disabled} />}
      </LazyPart>
    );
  return (
    <>
      <Button
        variant="secondary"
        part="browse-button"
        className={itemPickerClasses.browseOpen}
        aria-haspopup="dialog"
        disabled={disabled}
        onPointerEnter={() => void loadCategoryDialog().catch(() => undefined)}
        onFocus={() => void loadCategoryDialog().catch(() => undefined)}
        onClick={() => setDialog('open')}
      >
        {t('browseByCategory')}
      </Button>
      {dialog !== 'unopened' && (
        <LazyPart load={loadCategoryDialog}>
          {({ CategoryDialog }) => (
            <CategoryDialog
              open={dialog === 'open'}
              onClose={() => setDialog('closed')}
              defaults={defaults}
              t={t}
              onAdd={onAdd}
              disabled={disabled}
            />
          )}
        </LazyPart>
      )}
    </>
  );
});
