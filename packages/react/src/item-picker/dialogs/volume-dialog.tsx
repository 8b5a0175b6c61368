import { useId } from 'react';
import { AnnouncerProvider } from '../../ui/announcer.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { Field } from '../../ui/field.js';
import { fieldStyles } from '../../ui/field.styles.js';
import { useSheet } from '../../ui/sheet.js';
import { itemDialogsClasses, itemDialogsStyles } from './dialogs.styles.js';
import { useVolumeDialog, type VolumeDialogProps } from './use-volume-dialog.js';

/**
 * The total-volume modal (docs/behaviour/quote-flow.md §2): cubic feet, cubic metres or a part of a
 * Luton or Transit van, each with its size, and how many of it (required, a whole number).
 * @example <VolumeDialog open={open} onClose={close} session={session} onAdded={emitChange} />
 */
export function VolumeDialog(props: VolumeDialogProps) {
  return (
    <AnnouncerProvider>
      <VolumeDialogView {...props} />
    </AnnouncerProvider>
  );
}

function VolumeDialogView(props: VolumeDialogProps) {
  useSheet(fieldStyles);
  useSheet(itemDialogsStyles);
  const volume = useVolumeDialog(props);
  const { t, presetError } = volume;
  const id = useId();
  return (
    <Dialog
      open={props.open}
      title={t('volumeTitle')}
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
          volume.submit();
        }}
      >
        <fieldset
          ref={volume.presetsRef}
          className={itemDialogsClasses.group}
          data-invalid={presetError ? '' : undefined}
          aria-describedby={presetError ? `${id}-preset-error` : undefined}
        >
          <legend className={itemDialogsClasses.legend}>{t('presetLegend')}</legend>
          {presetError && (
            <p part="field-error" className="hk-field-error" id={`${id}-preset-error`} data-code={presetError.code}>
              <span className="hk-visually-hidden">{t('errorPrefix')} </span>
              {presetError.text}
            </p>
          )}
          <div className={itemDialogsClasses.presets}>
            {volume.options.map((option) => (
              <label key={option.id} className={itemDialogsClasses.preset} part="preset">
                <input
                  type="radio"
                  name={`${id}-preset`}
                  value={option.id}
                  checked={volume.preset === option.id}
                  aria-invalid={presetError ? true : undefined}
                  aria-describedby={`${id}-${option.id}-size`}
                  onChange={() => volume.choosePreset(option.id)}
                />
                <span className={itemDialogsClasses.presetName}>{option.name}</span>
                <span className={itemDialogsClasses.presetSize} id={`${id}-${option.id}-size`}>
                  {option.size}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <Field
          label={t('quantityLabel')}
          hint={t('quantityHint')}
          error={volume.quantityError?.text}
          errorCode={volume.quantityError?.code}
          errorPrefix={t('errorPrefix')}
        >
          {(control) => (
            <input
              {...control}
              ref={volume.quantityRef}
              part="control"
              className="hk-control"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={volume.quantity}
              onChange={(event) => volume.typeQuantity(event.currentTarget.value)}
            />
          )}
        </Field>
        <div className={itemDialogsClasses.actions}>
          <Button variant="secondary" onClick={props.onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit">{t('addVolume')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
