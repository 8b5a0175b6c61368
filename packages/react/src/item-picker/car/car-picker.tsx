import { useLayoutEffect, useRef } from 'react';
import { AnnouncerProvider } from '../../ui/announcer.js';
import { Button } from '../../ui/button.js';
import { ErrorState } from '../../ui/error-state.js';
import { Field } from '../../ui/field.js';
import { fieldStyles } from '../../ui/field.styles.js';
import { Select } from '../../ui/select.js';
import { useSheet } from '../../ui/sheet.js';
import { carClasses, carStyles } from './car.styles.js';
import { type CarPickerProps, useCarDialogs, useCarPicker } from './use-car-picker.js';

/**
 * The car flow's item picker (docs/behaviour/quote-flow.md §2 car flow): a make and a model select
 * with "Add car", a custom car added by name, and a lookup by registration plate. Cars join the
 * quote session's items (the item list shows them); each addition is announced through the
 * element's live region, or the picker's own on a React page.
 */
export function CarPicker(props: CarPickerProps) {
  return (
    <AnnouncerProvider>
      <CarPickerView {...props} />
    </AnnouncerProvider>
  );
}

function CarPickerView(props: CarPickerProps) {
  useSheet(fieldStyles);
  useSheet(carStyles);
  const car = useCarPicker(props);
  const dialogs = useCarDialogs();
  const { t, makes, models, missing } = car;
  const disabled = props.disabled ?? false;
  // The kit's Select takes no ref: each column is found, and its select in it.
  const columns = { make: useRef<HTMLDivElement>(null), model: useRef<HTMLDivElement>(null) };

  // A refused "Add car" sends focus to the first field at fault, where its error is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: when the fields at fault change
  useLayoutEffect(() => {
    const first = missing[0];
    if (first) columns[first].current?.querySelector('select')?.focus();
  }, [missing]);

  const makeError = missing.includes('make') ? t('carMakeRequired') : null;
  const modelError = missing.includes('model') ? t('carModelRequired') : null;
  const Custom = dialogs.loaded.custom;
  const Plate = dialogs.loaded.plate;

  return (
    <div part="base" className={carClasses.picker}>
      <div className={carClasses.selects}>
        <div className={carClasses.column} ref={columns.make}>
          <Field name="make" label={t('carMakeLabel')} error={makeError} errorCode="makeModelRequired">
            {(control) => (
              <Select
                {...control}
                part="control"
                value={car.makeId}
                disabled={disabled || makes.state !== 'ready'}
                aria-busy={makes.state === 'loading' || undefined}
                onChange={(event) => car.chooseMake(event.currentTarget.value)}
                options={[
                  { value: '', label: t(makes.state === 'loading' ? 'carMakesLoading' : 'carChooseMake') },
                  ...makes.list.map((make) => ({ value: String(make.make_id), label: make.make_name })),
                ]}
              />
            )}
          </Field>
          {makes.state === 'error' && (
            <ErrorState
              title={t('carMakesFailedTitle')}
              retryLabel={t('carRetry')}
              code={makes.code}
              {...(disabled ? {} : { onRetry: car.retryMakes })}
            >
              {t('carLookupFailed')}
            </ErrorState>
          )}
        </div>
        <div className={carClasses.column} ref={columns.model}>
          <Field
            name="model"
            label={t('carModelLabel')}
            hint={car.makeId === '' ? t('carModelNeedsMake') : undefined}
            error={modelError}
            errorCode="makeModelRequired"
          >
            {(control) => (
              <Select
                {...control}
                part="control"
                value={car.modelId}
                disabled={disabled || models.state !== 'ready'}
                aria-busy={models.state === 'loading' || undefined}
                onChange={(event) => car.chooseModel(event.currentTarget.value)}
                options={[
                  { value: '', label: t(models.state === 'loading' ? 'carModelsLoading' : 'carChooseModel') },
                  ...models.list.map((model) => ({ value: String(model.model_id), label: model.model_name })),
                ]}
              />
            )}
          </Field>
          {models.state === 'error' && (
            <ErrorState
              title={t('carModelsFailedTitle')}
              retryLabel={t('carRetry')}
              code={models.code}
              {...(disabled ? {} : { onRetry: car.retryModels })}
            >
              {t('carLookupFailed')}
            </ErrorState>
          )}
        </div>
      </div>
      <Button part="add-button" className={carClasses.add} disabled={disabled} onClick={car.add}>
        {t('carAdd')}
      </Button>
      <div className={carClasses.more}>
        <Button
          part="custom-button"
          variant="quiet"
          disabled={disabled}
          aria-haspopup="dialog"
          onClick={() => dialogs.show('custom')}
          onPointerEnter={() => dialogs.warm('custom')}
          onFocus={() => dialogs.warm('custom')}
        >
          {t('carCustomOpen')}
        </Button>
        <Button
          part="plate-button"
          variant="quiet"
          disabled={disabled}
          aria-haspopup="dialog"
          onClick={() => dialogs.show('plate')}
          onPointerEnter={() => dialogs.warm('plate')}
          onFocus={() => dialogs.warm('plate')}
        >
          {t('carPlateOpen')}
        </Button>
      </div>
      {Custom && (
        <Custom
          session={car.session}
          locale={car.locale}
          open={dialogs.open === 'custom'}
          onClose={dialogs.close}
          onAdded={car.changed}
        />
      )}
      {Plate && (
        <Plate
          session={car.session}
          locale={car.locale}
          open={dialogs.open === 'plate'}
          onClose={dialogs.close}
          onAdded={car.changed}
          onUseCustom={() => dialogs.show('custom')}
          onError={props.onError}
        />
      )}
    </div>
  );
}
