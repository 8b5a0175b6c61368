import type { MakeModelField } from '@haulkit/core';
import { AnnouncerProvider } from '../../ui/announcer.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { Field } from '../../ui/field.js';
import { useSheet } from '../../ui/sheet.js';
import { itemDialogsClasses, itemDialogsStyles } from './dialogs.styles.js';
import { type PianoDialogProps, usePianoDialog } from './use-piano-dialog.js';

const FIELDS = [
  { field: 'make', label: 'makeLabel', hint: 'makeHint' },
  { field: 'model', label: 'modelLabel', hint: 'modelHint' },
] as const satisfies readonly { field: MakeModelField; label: string; hint: string }[];

/**
 * The custom piano modal (docs/behaviour/quote-flow.md §2, §5): a make and a model, each with at
 * least one letter or number and at most 40 characters (each hint says so and counts); the
 * piano joins the list as "{make} {model} piano".
 * @example <PianoDialog open={open} onClose={close} session={session} onAdded={emitChange} />
 */
export function PianoDialog(props: PianoDialogProps) {
  return (
    <AnnouncerProvider>
      <PianoDialogView {...props} />
    </AnnouncerProvider>
  );
}

function PianoDialogView(props: PianoDialogProps) {
  useSheet(itemDialogsStyles);
  const piano = usePianoDialog(props);
  const { t } = piano;
  return (
    <Dialog
      open={props.open}
      title={t('pianoTitle')}
      closeLabel={t('close')}
      onClose={props.onClose}
      initialFocus="first-field"
    >
      <form
        part="form"
        className={itemDialogsClasses.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          piano.submit();
        }}
      >
        <p className={itemDialogsClasses.intro}>{t('pianoIntro')}</p>
        {FIELDS.map(({ field, label, hint }) => (
          <Field
            key={field}
            label={t(label)}
            hint={
              <>
                {t(hint, { max: piano.max })}{' '}
                <span className="name-count" data-over={piano.counts[field].over ? '' : undefined}>
                  {piano.counts[field].count}
                </span>
              </>
            }
            error={piano.errors[field]?.text}
            errorCode={piano.errors[field]?.code}
            errorPrefix={t('errorPrefix')}
          >
            {(control) => (
              <input
                {...control}
                ref={piano.controlRef(field)}
                part="control"
                className="hk-control"
                type="text"
                autoComplete="off"
                value={piano.values[field]}
                onChange={(event) => piano.change(field, event.currentTarget.value)}
              />
            )}
          </Field>
        ))}
        <div className={itemDialogsClasses.actions}>
          <Button variant="secondary" onClick={props.onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit">{t('addPiano')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
