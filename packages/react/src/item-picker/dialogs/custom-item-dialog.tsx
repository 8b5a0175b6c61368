import { itemDialogsMessage } from '@haulkit/core';
import { AnnouncerProvider } from '../../ui/announcer.js';
import { Dialog } from '../../ui/dialog.js';
import { useMessages } from '../../use-messages.js';
import { CustomItemForm } from './custom-item-form.js';
import { itemDialogsClasses } from './dialogs.styles.js';
import { type CustomItemDialogProps, useCustomItemDialog } from './use-custom-item-dialog.js';

/**
 * The custom item modal (docs/behaviour/quote-flow.md §2): the custom item form in a dialog. Opened
 * from a search that found nothing (`term`), it is the missing-item dialog: the search text is
 * the name it starts with, and its open, save and cancel are tracked. With `replaces` it asks for
 * an admin-flagged item's sizes again. A saved item is announced and closes the dialog.
 * @example <CustomItemDialog open={open} onClose={close} session={session} term="kayak" onAdded={emitChange} />
 */
export function CustomItemDialog(props: CustomItemDialogProps) {
  const dialog = useCustomItemDialog(props);
  const t = useMessages(itemDialogsMessage, dialog.locale);
  return (
    <AnnouncerProvider>
      <Dialog
        open={props.open}
        title={t(dialog.titleKey, { name: dialog.titleName })}
        closeLabel={t('close')}
        onClose={dialog.cancel}
        initialFocus="first-field"
      >
        {props.open && (
          <>
            {dialog.intro && <p className={itemDialogsClasses.intro}>{t(dialog.intro)}</p>}
            <CustomItemForm
              session={props.session}
              locale={dialog.locale}
              initial={dialog.initial}
              replaces={dialog.replaces}
              onSave={props.onSave}
              mode={props.mode}
              onSaved={dialog.saved}
              onCancel={dialog.cancel}
            />
          </>
        )}
      </Dialog>
    </AnnouncerProvider>
  );
}
