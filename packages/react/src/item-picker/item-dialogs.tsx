import type { Listing, Locale, MoveItem, QuoteSession } from '@haulkit/core';
import { lazyImport } from '@haulkit/core';
import type { ComponentType } from 'react';
import { LazyPart } from '../lazy-part.js';
import { PartFailed } from '../part-failed.js';
import { Button } from '../ui/button.js';
import type { CustomItemDialogProps } from './dialogs/use-custom-item-dialog.js';
import { itemPickerClasses } from './item-picker.styles.js';
import type { Translate } from './use-item-picker.js';

/** Which dialog of the picker is open: a custom item (from a search that found nothing, or an admin-flagged item to measure again), a piano, or a total volume. */
export type DialogRequest =
  | { kind: 'custom'; term?: string | undefined; item?: MoveItem | undefined }
  | { kind: 'piano' }
  | { kind: 'volume' };

/** What every dialog of the picker is given. */
interface OpenDialogProps {
  open: true;
  onClose(): void;
  session: QuoteSession;
  locale: Locale;
  onAdded(listing: Listing): void;
}

/** A dialog of the picker as ItemDialogs renders it (the custom item dialog takes more). */
type PickerDialog = ComponentType<OpenDialogProps & Partial<CustomItemDialogProps>>;

/** Each dialog is its own module, fetched when it is first opened (a rare path: no bytes before). */
const DIALOGS: Record<DialogRequest['kind'], () => Promise<PickerDialog>> = {
  custom: lazyImport(
    () => import('./dialogs/custom-item-dialog.js'),
    (m) => m.CustomItemDialog as PickerDialog,
  ),
  piano: lazyImport(
    () => import('./dialogs/piano-dialog.js'),
    (m) => m.PianoDialog as PickerDialog,
  ),
  volume: lazyImport(
    () => import('./dialogs/volume-dialog.js'),
    (m) => m.VolumeDialog as PickerDialog,
  ),
};

/** Props of ItemDialogs. */
export interface ItemDialogsProps {
  request: DialogRequest | null;
  session: QuoteSession;
  locale: Locale;
  t: Translate;
  onClose(): void;
  onAdded(listing: Listing): void;
}

/**
 * The open dialog of the picker, loaded on demand. A module that cannot load (the network went)
 * shows a message with Try again in place of the dialog, never an error over the whole picker.
 */
export function ItemDialogs({ request, session, locale, t, onClose, onAdded }: ItemDialogsProps) {
  if (!request) return null;
  const common: OpenDialogProps = { open: true, onClose, session, locale, onAdded };
  const extra = request.kind === 'custom' ? customProps(request) : {};
  return (
    <LazyPart
      load={DIALOGS[request.kind]}
      failed={(retry) => (
        <PartFailed
          message={t('dialogLoadFailed')}
          retryLabel={t('retry')}
          closeLabel={t('dialogClose')}
          onRetry={retry}
          onClose={onClose}
          actionsClassName={itemPickerClasses.addLinks}
        />
      )}
    >
      {(Dialog) => <Dialog {...common} {...extra} />}
    </LazyPart>
  );
}

/** The custom item dialog's own props: the term searched (the missing-item dialog), or the admin item measured again. */
function customProps(request: Extract<DialogRequest, { kind: 'custom' }>) {
  if (request.item) return { remeasure: request.item };
  return request.term === undefined ? {} : { term: request.term };
}

/** Props of AddLinks. */
export interface AddLinksProps {
  t: Translate;
  disabled: boolean;
  /**
   * The piano link is shown (false where the piano leads the picker on its own).
   * @default true
   */
  piano?: boolean;
  onOpen(request: DialogRequest): void;
}

/** The ways to add what the search does not find: your own item, a piano, a total volume. */
export function AddLinks({ t, disabled, piano = true, onOpen }: AddLinksProps) {
  return (
    <div part="add-links" className={itemPickerClasses.addLinks}>
      <Button variant="quiet" disabled={disabled} onClick={() => onOpen({ kind: 'custom' })}>
        {t('addOwnItem')}
      </Button>
      {piano && (
        <Button variant="quiet" disabled={disabled} onClick={() => onOpen({ kind: 'piano' })}>
          {t('addPiano')}
        </Button>
      )}
      <Button variant="quiet" disabled={disabled} onClick={() => onOpen({ kind: 'volume' })}>
        {t('addVolume')}
      </Button>
    </div>
  );
}
