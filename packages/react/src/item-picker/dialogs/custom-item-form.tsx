import type { CustomItemField, ItemDialogsMessageKey } from '@haulkit/core';
import { useId } from 'react';
import { InlineAlert } from '../../ui/alert.js';
import { AnnouncerProvider } from '../../ui/announcer.js';
import { Button } from '../../ui/button.js';
import { Field } from '../../ui/field.js';
import { Select } from '../../ui/select.js';
import { useSheet } from '../../ui/sheet.js';
import { itemDialogsClasses, itemDialogsStyles } from './dialogs.styles.js';
import {
  type CustomItemFormProps,
  DIMENSION_UNITS,
  type DialogTranslate,
  SIZE_FIELDS,
  useCustomItemForm,
  WEIGHT_UNITS,
} from './use-custom-item-form.js';

const LABELS = {
  name: 'nameLabel',
  width: 'widthLabel',
  height: 'heightLabel',
  depth: 'depthLabel',
  weight: 'weightLabel',
} as const satisfies Record<CustomItemField, string>;

/**
 * The custom item form alone, without dialog chrome (docs/behaviour/quote-flow.md §2, §5): name,
 * width, height and depth in one unit (cm, m, in, ft, mm), weight in kg or lbs. It is the body
 * of CustomItemDialog and, with `mode="partner"`, the partner's custom-item screen.
 * @example <CustomItemForm session={session} onSaved={(item) => close()} onCancel={close} />
 */
export function CustomItemForm(props: CustomItemFormProps) {
  return (
    <AnnouncerProvider>
      <CustomItemFormView {...props} />
    </AnnouncerProvider>
  );
}

function CustomItemFormView(props: CustomItemFormProps) {
  useSheet(itemDialogsStyles);
  const form = useCustomItemForm(props);
  const { t, values, fieldErrors, alert } = form;
  const id = useId();
  const alertId = `${id}-alert`;
  const blockedFields: readonly CustomItemField[] = alert?.kind === 'blocked' ? alert.fields : [];

  const field = (name: CustomItemField, extra: { inputMode?: 'decimal' } = {}) => (
    <Field
      label={t(LABELS[name])}
      error={fieldErrors[name]}
      errorCode={form.errorCode}
      errorPrefix={t('errorPrefix')}
      invalid={blockedFields.includes(name)}
      describedBy={blockedFields.includes(name) ? alertId : undefined}
      {...(name === 'name'
        ? {
            hint: (
              <>
                {form.nameHint.text}{' '}
                <span className={itemDialogsClasses.nameCount} data-over={form.nameHint.over ? '' : undefined}>
                  {form.nameHint.count}
                </span>
              </>
            ),
          }
        : {})}
    >
      {(control) => (
        <input
          {...control}
          ref={form.controlRef[name]}
          part="control"
          className="hk-control"
          type="text"
          autoComplete="off"
          {...extra}
          value={values[name]}
          onChange={(event) => form.change(name, event.currentTarget.value)}
          onBlur={name === 'name' ? undefined : () => form.roundField(name)}
        />
      )}
    </Field>
  );

  return (
    <form
      part="form"
      className={itemDialogsClasses.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      {form.summary && (
        <div part="error-summary" data-code="dimensionsError">
          <InlineAlert tone="danger" title={t('errorSummaryTitle')}>
            <p>{form.summary}</p>
          </InlineAlert>
        </div>
      )}
      {field('name')}
      <fieldset className={itemDialogsClasses.group}>
        <legend className={itemDialogsClasses.legend}>{t('sizeLegend')}</legend>
        <p className={itemDialogsClasses.hint}>{t('sizeHint')}</p>
        <div className={itemDialogsClasses.sizeGrid}>
          {SIZE_FIELDS.filter((name) => name !== 'weight').map((name) => (
            <div key={name}>{field(name, { inputMode: 'decimal' })}</div>
          ))}
          <UnitSelect
            t={t}
            label={t('dimensionUnitLabel')}
            value={values.dimension_unit}
            units={DIMENSION_UNITS}
            onChange={(unit) => form.change('dimension_unit', unit)}
          />
          {field('weight', { inputMode: 'decimal' })}
          <UnitSelect
            t={t}
            label={t('weightUnitLabel')}
            value={values.weight_unit}
            units={WEIGHT_UNITS}
            onChange={(unit) => form.change('weight_unit', unit)}
          />
        </div>
      </fieldset>
      {alert && (
        <div
          ref={form.alertRef}
          tabIndex={-1}
          className={itemDialogsClasses.alert}
          part="size-alert"
          data-code={alert.code}
        >
          <InlineAlert
            tone={alert.kind === 'blocked' ? 'danger' : 'warning'}
            title={alert.title}
            action={
              alert.kind === 'warning' ? (
                <span className={itemDialogsClasses.alertActions}>
                  <Button onClick={() => void form.submit(true)} loading={form.busy}>
                    {t('addAnyway')}
                  </Button>
                  <Button variant="secondary" onClick={form.changeSize}>
                    {t('changeSize')}
                  </Button>
                </span>
              ) : undefined
            }
          >
            <p id={alertId}>{[...alert.sentences, alert.advice].join(' ')}</p>
          </InlineAlert>
        </div>
      )}
      <div className={itemDialogsClasses.actions}>
        <Button variant="secondary" onClick={props.onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={form.busy} disabled={alert?.kind === 'blocked'}>
          {t('addItem')}
        </Button>
      </div>
    </form>
  );
}

interface UnitSelectProps<U extends string> {
  t: DialogTranslate;
  label: string;
  value: U;
  units: readonly U[];
  onChange(unit: U): void;
}

/** A unit choice: its label above a native select of the units by name. */
function UnitSelect<U extends string>({ t, label, value, units, onChange }: UnitSelectProps<U>) {
  const id = useId();
  return (
    <div className="hk-field">
      <label className="hk-field-label" htmlFor={id}>
        {label}
      </label>
      <Select
        id={id}
        part="unit"
        value={value}
        options={units.map((unit) => ({ value: unit, label: t(`unit_${unit}` as ItemDialogsMessageKey) }))}
        onChange={(event) => onChange(event.currentTarget.value as U)}
      />
    </div>
  );
}
