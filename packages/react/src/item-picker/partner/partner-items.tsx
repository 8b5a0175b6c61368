import type { Listing, Locale, MoveItem, QuoteSession } from '@haulkit/core';
import { lazyImport } from '@haulkit/core';
import { type ReactNode, useCallback, useEffect, useId, useRef } from 'react';
import { LazyPart } from '../../lazy-part.js';
import { Button } from '../../ui/button.js';
import { useSheet } from '../../ui/sheet.js';
import { Skeleton } from '../../ui/skeleton.js';
import { itemPickerClasses } from '../item-picker.styles.js';
import type { Translate } from '../use-item-picker.js';
import { DefaultItems } from './default-items.js';
import { partnerClasses, partnerStyles } from './partner.styles.js';
import { usePartnerItems } from './use-partner-items.js';

/** The custom item form, its own module: loaded when the custom-item screen is first shown. */
const loadCustomItemForm = lazyImport(() => import('../dialogs/custom-item-form.js'));

/** Props of PartnerItems. */
export interface PartnerItemsProps {
  session: QuoteSession;
  locale: Locale;
  t: Translate;
  /** 1 eBay, 2 Gumtree, 3 Freeads, 4 eBay's auction channel, 6, 7 … */
  partnerId: number;
  partnerListingId?: string | undefined;
  /** Below 768 px: the furniture defaults drop Clothing. */
  phone: boolean;
  disabled: boolean;
  /** The plain picker (search, chosen items, popular items): the search screen. */
  searchView: ReactNode;
  /** The chosen items with their total, shown on the default-items screen too. */
  items: ReactNode;
  /** Moves focus to the search box (on the search screen). */
  focusSearch(): void;
  onChange?: ((listing: Listing) => void) | undefined;
  onContinue?: ((listing: Listing) => void) | undefined;
  /** Shown between the chosen items and Continue on the default-items screen (the flow's van). */
  beforeContinue?: ReactNode;
}

/**
 * The partner item screens (docs/behaviour/quote-flow.md §2 "Partner instant-price item screens", §4):
 * default-items, custom-item and search, as the session's `$partnerView` says. When the person
 * moves between them, focus goes to the new screen's heading (the search box on the search
 * screen); after a refused Continue, to the missing-item error.
 */
export function PartnerItems(props: PartnerItemsProps) {
  useSheet(partnerStyles);
  const { session, t, disabled, focusSearch } = props;
  const partner = usePartnerItems(props);
  const { view, show } = partner;
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const error = useRef<HTMLParagraphElement>(null);

  // Focus follows a change of screen the person made (to the screen asked for), never the first
  // screen shown.
  const movingTo = useRef<typeof view | null>(null);
  const go = useCallback(
    (next: typeof view) => {
      movingTo.current = next;
      show(next);
    },
    [show],
  );
  useEffect(() => {
    if (movingTo.current !== view) return;
    movingTo.current = null;
    if (view === 'search') focusSearch();
    else heading.current?.focus();
  }, [view, focusSearch]);
  useEffect(() => {
    if (partner.refused > 0) error.current?.focus();
  }, [partner.refused]);

  const saved = (_item: MoveItem) => {
    // The session is back on default-items (core's saveCustomItem); focus goes with it.
    movingTo.current = 'default-items';
    props.onChange?.(session.$listing.get());
  };

  if (!partner.ready) return <Skeleton lines={5} />;
  return (
    <div className={partnerClasses.root} data-view={view}>
      {view === 'default-items' && (
        <DefaultItems
          session={session}
          t={t}
          heading={partner.heading}
          headingRef={heading}
          defaults={partner.defaults}
          actions={partner.actions}
          disabled={disabled}
          missing={partner.error === 'missingItem'}
          errorRef={error}
          onCustomItem={() => go('custom-item')}
          onSearch={() => go('search')}
          onContinue={partner.proceed}
          items={props.items}
          beforeContinue={props.beforeContinue}
        />
      )}
      {view === 'custom-item' && (
        // biome-ignore lint/a11y/useSemanticElements: a named part of a piece, not a landmark of its own (a fieldset is for form controls)
        <section role="group" className={partnerClasses.screen} aria-labelledby={`${id}-custom`}>
          <h3
            part="heading"
            className={`${itemPickerClasses.heading} ${partnerClasses.heading}`}
            id={`${id}-custom`}
            ref={heading}
            tabIndex={-1}
          >
            {t('partnerAddUnlisted')}
          </h3>
          <LazyPart load={loadCustomItemForm} fallback={<Skeleton lines={6} />}>
            {({ CustomItemForm }) => (
              <CustomItemForm
                session={session}
                locale={props.locale}
                mode="partner"
                onSaved={saved}
                onCancel={() => go('default-items')}
              />
            )}
          </LazyPart>
        </section>
      )}
      {view === 'search' && (
        <div className={partnerClasses.screen}>
          <Button variant="quiet" className={partnerClasses.back} onClick={() => go('default-items')}>
            {t('partnerBackToSuggested')}
          </Button>
          {props.searchView}
        </div>
      )}
    </div>
  );
}
