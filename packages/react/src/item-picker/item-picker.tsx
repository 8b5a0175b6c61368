import type { CatalogueItem } from '@haulkit/core';
import { HOUSE_MOVE_FLOW_CATEGORY, itemsStepOffer, lazyImport } from '@haulkit/core';
import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { LazyPart } from '../lazy-part.js';
import { InlineAlert } from '../ui/alert.js';
import { AnnouncerProvider } from '../ui/announcer.js';
import { Button } from '../ui/button.js';
import { EmptyState } from '../ui/empty-state.js';
import { fieldStyles } from '../ui/field.styles.js';
import { ItemIcon } from '../ui/icons/item-icons.js';
import { useSheet } from '../ui/sheet.js';
import { Skeleton } from '../ui/skeleton.js';
import { MobileSearch, type SearchControls } from './browse/mobile-search.js';
import { useViewport } from './browse/use-viewport.js';
import { InventoryLink } from './inventory-link.js';
import { AddLinks, type DialogRequest, ItemDialogs } from './item-dialogs.js';
import { itemPickerClasses, itemPickerStyles } from './item-picker.styles.js';
import { ItemBlock } from './item-row.js';
import { ItemSearch } from './item-search.js';
import { ItemTotal } from './item-total.js';
import { type ItemPickerProps, useItemPicker } from './use-item-picker.js';

/** The car flow (make and model, custom car, plate lookup): its own module, loaded for the car category only. */
const loadCarPicker = lazyImport(() => import('./car/car-picker.js'));

/** The partner item screens: their own module, loaded only on a partner's page. */
const loadPartnerItems = lazyImport(() => import('./partner/partner-items.js'));

/** The popular items (furniture defaults): their own module, asked for once the picker is shown. */
const loadBrowse = lazyImport(() => import('./browse/browse.js'));

/**
 * The item picker: a search box that adds items or item sets, the list of items with their
 * quantities, and a running total (docs/behaviour/quote-flow.md §3–5). Changes are announced through
 * the element's live region, or its own on a React page.
 */
export function ItemPicker(props: ItemPickerProps) {
  return (
    <AnnouncerProvider>
      <ItemPickerView {...props} />
    </AnnouncerProvider>
  );
}

function ItemPickerView(props: ItemPickerProps) {
  useSheet(fieldStyles);
  useSheet(itemPickerStyles);
  const picker = useItemPicker(props);
  const { t, ids, blocks, session, actions, choose } = picker;
  const disabled = props.disabled ?? false;
  const id = useId();
  const viewport = useViewport();
  const searchBox = useRef<HTMLInputElement>(null);
  const searchButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const locale = props.locale ?? 'en-GB';
  const [dialog, setDialog] = useState<DialogRequest | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  // Rows are memoised: their "Enter size" handler is stable and reads the item when clicked.
  const remeasure = useCallback(
    (fakeId: string) => {
      const item = session.$listing.get().move_items?.find((entry) => entry.fake_id === fakeId);
      if (item) setDialog({ kind: 'custom', item });
    },
    [session],
  );

  // After a removal or an undo, focus goes to a row's quantity box or the search box, never the
  // page; in a layout effect, so it has moved before the next key or click can arrive.
  const { focusAfter, focusDone } = picker;
  useLayoutEffect(() => {
    if (!focusAfter) return;
    const row =
      focusAfter.index >= 0
        ? list.current?.querySelectorAll(`.${itemPickerClasses.item}`)[focusAfter.index]
        : undefined;
    (row?.querySelector('input') ?? searchButton.current ?? searchBox.current)?.focus();
    focusDone();
  }, [focusAfter, focusDone]);

  // A popular item joins the list as a search result of one item would (merged by fake_id).
  const addItem = useCallback(
    (item: CatalogueItem) => choose({ name: item.name, item_set: [{ ...item, qty: 1 }] }),
    [choose],
  );
  // Below 992 px the search box on the page is the button that opens the full-screen search.
  const focusSearch = useCallback(() => (searchButton.current ?? searchBox.current)?.focus(), []);

  const searchProps = {
    id,
    inputRef: searchBox,
    session,
    t,
    disabled,
    categoryId: props.categoryId,
    preListingId: props.preListingId,
    onError: props.onError,
    locale,
    onMissing: (term: string) => setDialog({ kind: 'custom', term }),
    onEbayAdded: picker.notify,
  };
  // Below 992 px the box on the page opens the full-screen search, which holds the combobox.
  const offer = itemsStepOffer(props.category);
  const car = offer.lead === 'car';
  const folded = offer.catalogue === 'folded';
  const search = car ? (
    <LazyPart load={loadCarPicker} fallback={<Skeleton lines={3} />}>
      {({ CarPicker }) => (
        <CarPicker
          session={props.session}
          locale={locale}
          categoryId={props.categoryId}
          disabled={disabled}
          onChange={props.onChange}
          onError={props.onError}
        />
      )}
    </LazyPart>
  ) : viewport.mobile ? (
    <MobileSearch
      id={id}
      t={t}
      disabled={disabled}
      early={props.early}
      triggerRef={searchButton}
      onChoose={choose}
      renderSearch={(controls: SearchControls) => (
        <ItemSearch
          {...searchProps}
          onChoose={controls.choose}
          onDismiss={controls.dismiss}
          onTextChange={controls.setText}
          onMissing={(term) => {
            controls.dismiss();
            setDialog({ kind: 'custom', term });
          }}
          early={props.early}
        />
      )}
    />
  ) : (
    <ItemSearch {...searchProps} onChoose={choose} early={props.early} />
  );
  // The furniture defaults are for item flows; a car or a piano is added by make and model instead.
  // Folded (hourly van hire), the catalogue is the "Browse by category" button on every width.
  const browse =
    offer.catalogue === 'none' ? null : (
      <LazyPart load={loadBrowse} fallback={viewport.mobile ? null : <Skeleton lines={6} />}>
        {({ Browse }) => (
          <Browse
            session={session}
            t={t}
            partnerId={props.partnerId}
            viewport={viewport}
            folded={folded}
            disabled={disabled}
            onAdd={addItem}
          />
        )}
      </LazyPart>
    );
  const items = (
    // biome-ignore lint/a11y/useSemanticElements: a named part of a piece, not a landmark of its own (a fieldset is for form controls)
    <section role="group" className={itemPickerClasses.items} aria-labelledby={`${id}-heading`}>
      <h3 part="heading" className={itemPickerClasses.heading} id={`${id}-heading`}>
        {t(car ? 'itemsHeadingCar' : 'itemsHeading')}
      </h3>
      {ids.length === 0 ? (
        <EmptyState icon={<ItemIcon kind={car ? 'car' : 'box'} />}>
          {t(
            props.partnerId !== undefined
              ? 'partnerItemsEmpty'
              : car
                ? 'itemsEmptyCar'
                : offer.lead === 'piano'
                  ? 'itemsEmptyPiano'
                  : 'itemsEmpty',
          )}
        </EmptyState>
      ) : (
        // biome-ignore lint/a11y/useSemanticElements: its rows stand in blocks (divs), which a ul may not hold
        <div part="items" className={itemPickerClasses.itemList} role="list" ref={list}>
          {blocks.map((block) => (
            <ItemBlock
              key={block.key}
              ids={block.ids}
              session={session}
              t={t}
              actions={actions}
              disabled={disabled}
              onRemeasure={remeasure}
            />
          ))}
        </div>
      )}
      {picker.removed && (
        <InlineAlert
          tone="info"
          action={
            <Button variant="secondary" onClick={picker.undo}>
              {t('undo')}
            </Button>
          }
        >
          {t('itemRemoved', { name: picker.removed.item.name })}
        </InlineAlert>
      )}
      <ItemTotal session={session} locale={locale} t={t} car={car} />
    </section>
  );
  // Search and list on one side, popular items on the other (when the picker is wide enough);
  // below 992 px one column, with "Browse by category" under the search box.
  const plain = (
    <div
      className={itemPickerClasses.pickerColumns}
      data-layout={viewport.mobile ? 'mobile' : offer.catalogue === 'shown' ? 'wide' : 'single'}
    >
      <div className={itemPickerClasses.pickerMain}>
        {offer.lead === 'piano' && (
          <Button
            part="piano-button"
            className={itemPickerClasses.pianoLead}
            aria-haspopup="dialog"
            disabled={disabled}
            onClick={() => setDialog({ kind: 'piano' })}
          >
            {t('addPiano')}
          </Button>
        )}
        {search}
        {!car && <AddLinks t={t} disabled={disabled} piano={offer.lead !== 'piano'} onOpen={setDialog} />}
        {props.category === HOUSE_MOVE_FLOW_CATEGORY && (
          <InventoryLink session={session} locale={locale} disabled={disabled} />
        )}
        {(viewport.mobile || folded) && browse}
        {items}
      </div>
      {!viewport.mobile && !folded && browse}
    </div>
  );

  const { partnerId } = props;
  return (
    <div part="base" className={itemPickerClasses.picker}>
      {partnerId === undefined ? (
        plain
      ) : (
        <LazyPart load={loadPartnerItems} fallback={<Skeleton lines={5} />}>
          {({ PartnerItems }) => (
            <PartnerItems
              session={session}
              locale={locale}
              t={t}
              partnerId={partnerId}
              partnerListingId={props.partnerListingId}
              phone={viewport.phone}
              disabled={disabled}
              searchView={plain}
              items={items}
              focusSearch={focusSearch}
              onChange={props.onChange}
              onContinue={props.onContinue}
              beforeContinue={props.beforeContinue}
            />
          )}
        </LazyPart>
      )}
      <ItemDialogs
        request={dialog}
        session={session}
        locale={locale}
        t={t}
        onClose={closeDialog}
        onAdded={picker.notify}
      />
    </div>
  );
}
