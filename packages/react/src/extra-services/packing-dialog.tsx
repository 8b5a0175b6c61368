import { useId } from 'react';
import { AnnouncerProvider } from '../ui/announcer.js';
import { Button } from '../ui/button.js';
import { Dialog } from '../ui/dialog.js';
import { fieldStyles } from '../ui/field.styles.js';
import { Money } from '../ui/money.js';
import { NumberStepper } from '../ui/number-stepper.js';
import { useSheet } from '../ui/sheet.js';
import { packingDialogClasses, packingDialogStyles } from './packing-dialog.styles.js';
import { type PackingDialogProps, usePackingDialog } from './use-packing-dialog.js';

export type { PackingDialogProps } from './use-packing-dialog.js';

/**
 * The packing materials dialog (docs/behaviour/quote-flow.md §2 packing materials modal, §4, §5, §9):
 * how many small boxes, large boxes, wardrobe boxes and rolls of bubble wrap, each with its unit
 * price, and the packing price as the counts change. Its own module, loaded when it first opens.
 * @example <PackingDialog session={session} row={packingRow} onClose={close} />
 */
export function PackingDialog(props: PackingDialogProps) {
  return (
    <AnnouncerProvider>
      <PackingDialogView {...props} />
    </AnnouncerProvider>
  );
}

function PackingDialogView(props: PackingDialogProps) {
  useSheet(fieldStyles);
  useSheet(packingDialogStyles);
  const packing = usePackingDialog(props);
  const { t, lines, emptyError } = packing;
  const id = useId();
  const locale = props.locale ?? 'en-GB';
  return (
    <Dialog
      open
      title={t('packingTitle')}
      closeLabel={t('packingClose')}
      onClose={props.onClose}
      initialFocus="first-field"
    >
      <form
        part="packing-form"
        className={packingDialogClasses.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          packing.submit();
        }}
      >
        <p className={packingDialogClasses.intro}>{t('packingIntro')}</p>
        {emptyError && (
          <p part="field-error" className="hk-field-error" id={`${id}-empty`} data-code={emptyError.code}>
            <span className="hk-visually-hidden">{t('errorPrefix')} </span>
            {emptyError.text}
          </p>
        )}
        <ul className={packingDialogClasses.lines}>
          {lines.map((line, index) => {
            const errorId = `${id}-${line.material}-error`;
            const described = [line.error && errorId, index === 0 && emptyError && `${id}-empty`]
              .filter(Boolean)
              .join(' ');
            return (
              <li
                key={line.material}
                part="packing-line"
                className={packingDialogClasses.line}
                data-material={line.material}
                data-invalid={line.error ? '' : undefined}
              >
                <span className={packingDialogClasses.name} id={`${id}-${line.material}-name`}>
                  {line.name}
                </span>
                <span className={packingDialogClasses.unit}>{line.unitPrice}</span>
                {line.error && (
                  <p
                    part="field-error"
                    className={`hk-field-error ${packingDialogClasses.error}`}
                    id={errorId}
                    data-code={line.error.code}
                  >
                    <span className="hk-visually-hidden">{t('errorPrefix')} </span>
                    {line.error.text}
                  </p>
                )}
                <NumberStepper
                  value={line.text}
                  onText={(text) => packing.type(line.material, text)}
                  onCommit={(text) => packing.commit(line.material, text)}
                  onDecrease={() => packing.step(line.material, 'down')}
                  onIncrease={() => packing.step(line.material, 'up')}
                  canDecrease={line.count > 0}
                  canIncrease
                  decreaseLabel={t('packingFewer', { name: line.name })}
                  increaseLabel={t('packingMore', { name: line.name })}
                  inputLabel={line.name}
                  invalid={line.error !== null || (index === 0 && emptyError !== null)}
                  describedBy={described || undefined}
                  inputRef={packing.inputs[line.material]}
                />
              </li>
            );
          })}
        </ul>
        {/* A price only for something chosen: none while every count is 0. */}
        {packing.price > 0 && (
          <p part="packing-price" className={packingDialogClasses.price}>
            <span>{t('packingPrice')}</span> <Money amount={packing.price} locale={locale} size="large" />
          </p>
        )}
        <div className={packingDialogClasses.actions}>
          <Button variant="secondary" onClick={props.onClose}>
            {t('packingCancel')}
          </Button>
          <Button type="submit">{packing.chosen ? t('packingUpdate') : t('packingAdd')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
