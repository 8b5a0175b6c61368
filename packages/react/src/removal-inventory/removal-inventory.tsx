import { BOXES_LOCATION, lazyImport, PROPERTY_TYPES, propertyTypeMessageKeys } from '@haulkit/core';
import { LazyPart } from '../lazy-part.js';
import { InlineAlert } from '../ui/alert.js';
import { AnnouncerProvider } from '../ui/announcer.js';
import { Button } from '../ui/button.js';
import { EmptyState } from '../ui/empty-state.js';
import { ErrorState } from '../ui/error-state.js';
import { Field } from '../ui/field.js';
import { fieldStyles } from '../ui/field.styles.js';
import { ItemIcon } from '../ui/icons/item-icons.js';
import { Select } from '../ui/select.js';
import { useSheet } from '../ui/sheet.js';
import { Skeleton } from '../ui/skeleton.js';
import { Tabs } from '../ui/tabs.js';
import { BoxEstimateCard, InventoryTotal, PresetActions } from './inventory-parts.js';
import { InventoryRoomSection } from './inventory-room.js';
import { removalInventoryClasses, removalInventoryStyles } from './removal-inventory.styles.js';
import { useInventoryActions } from './use-inventory-actions.js';
import { usePresetConfirm } from './use-inventory-extras.js';
import { type RemovalInventoryProps, typicalOf, useRemovalInventory } from './use-removal-inventory.js';

/** The confirmation dialog: its own module, loaded the first time a preset or clearing needs it. */
const loadConfirm = lazyImport(() => import('./preset-confirm-dialog.js'));

/** How many room cards the skeleton shows while the rooms load (the element's skeleton draws the same height). */
const SKELETON_ROOMS = 2;

/**
 * The removal inventory (docs/behaviour/quote-flow.md §2, §4: removal inventory by room): the type of
 * home, whose rooms and default items arrive after the spec's 2 s delay; each item with a
 * quantity stepper (the item rules: quantity steps, at most 99,999, a typed quantity a whole
 * number or it reverts); a preset of a typical home, or clearing, confirmed when items exist;
 * the boxes list view (location 0); the estimated-boxes suggestion from 5 m³; a running total.
 * Changes are announced through the element's live region, or its own on a React page.
 */
export function RemovalInventory(props: RemovalInventoryProps) {
  return (
    <AnnouncerProvider>
      <RemovalInventoryView {...props} />
    </AnnouncerProvider>
  );
}

function RemovalInventoryView(props: RemovalInventoryProps) {
  useSheet(fieldStyles);
  useSheet(removalInventoryStyles);
  const inventory = useRemovalInventory(props);
  const { t, locale, session, type, status, rooms } = inventory;
  const actions = useInventoryActions(session, locale, t);
  const confirm = usePresetConfirm(session, locale, t);
  const { pending } = confirm;
  const parts = { session, locale, t, onError: props.onError };

  const options = [
    { value: '', label: t('propertyTypeChoose') },
    ...PROPERTY_TYPES.map((key) => ({ value: key, label: t(propertyTypeMessageKeys(key).name) })),
  ];
  const homeRooms = rooms.filter((room) => room.locationId !== BOXES_LOCATION);
  const boxes = rooms.find((room) => room.locationId === BOXES_LOCATION);

  const waitOrFail =
    status.state === 'loading' ? (
      <div className={removalInventoryClasses.waiting}>
        <p role="status" className={`${removalInventoryClasses.muted} ${removalInventoryClasses.loading}`}>
          {t('defaultsLoading', { typical: typicalOf(t, type) })}
        </p>
        <div className={removalInventoryClasses.rooms} aria-hidden="true">
          {Array.from({ length: SKELETON_ROOMS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <Skeleton key={index} height="block" className={removalInventoryClasses.roomSkeleton} />
          ))}
        </div>
      </div>
    ) : status.state === 'error' ? (
      <ErrorState title={t('defaultsFailedTitle')} retryLabel={t('retry')} onRetry={inventory.retry} code={status.code}>
        {t('defaultsFailed')}
      </ErrorState>
    ) : null;
  const roomList = (list: typeof rooms, empty: string) =>
    waitOrFail ??
    (list.length === 0 ? (
      <EmptyState icon={<ItemIcon kind="box" />}>{empty}</EmptyState>
    ) : (
      <div part="rooms" className={removalInventoryClasses.rooms}>
        {list.map((room) => (
          <InventoryRoomSection key={room.locationId} room={room} session={session} t={t} actions={actions} />
        ))}
      </div>
    ));

  return (
    <div part="base" className={removalInventoryClasses.root}>
      <div className={removalInventoryClasses.controls}>
        <Field label={t('propertyTypeLabel')} hint={t('propertyTypeHint')} name="property-type">
          {(control) => (
            <Select
              {...control}
              part="property-type"
              options={options}
              value={type ?? ''}
              onChange={(event) => inventory.choose(event.currentTarget.value)}
            />
          )}
        </Field>
        {type && <PresetActions {...parts} type={type} hasItems={inventory.hasItems} />}
      </div>
      {status.state === 'choose' && rooms.length === 0 ? (
        <EmptyState icon={<ItemIcon kind="item" />}>{t('chooseFirst')}</EmptyState>
      ) : (
        <Tabs
          label={t('viewLabel')}
          selected={inventory.boxesView ? 'boxes' : 'rooms'}
          onSelect={(id) => inventory.showBoxes(id === 'boxes')}
          tabs={[
            { id: 'rooms', label: t('tabRooms'), panel: roomList(homeRooms, t('roomsEmpty')) },
            { id: 'boxes', label: t('tabBoxes'), panel: roomList(boxes ? [boxes] : [], t('boxesEmpty')) },
          ]}
        />
      )}
      <BoxEstimateCard {...parts} />
      <InventoryTotal {...parts} />
      {pending && (
        <LazyPart
          load={loadConfirm}
          failed={(retry) => (
            <InlineAlert
              tone="danger"
              action={
                <span className={removalInventoryClasses.actions}>
                  <Button onClick={retry}>{t('retry')}</Button>
                  <Button variant="secondary" onClick={confirm.dismiss}>
                    {t('dialogClose')}
                  </Button>
                </span>
              }
            >
              <span part="field-error" data-code="load">
                {t('dialogLoadFailed')}
              </span>
            </InlineAlert>
          )}
        >
          {({ PresetConfirmDialog }) => (
            <PresetConfirmDialog
              pending={pending}
              count={confirm.count}
              t={t}
              onConfirm={confirm.confirm}
              onDismiss={confirm.dismiss}
            />
          )}
        </LazyPart>
      )}
    </div>
  );
}
