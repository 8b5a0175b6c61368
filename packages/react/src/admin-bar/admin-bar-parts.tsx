import { useId } from 'react';
import { InlineAlert } from '../ui/alert.js';
import { Button } from '../ui/button.js';
import { Dialog } from '../ui/dialog.js';
import { Field } from '../ui/field.js';
import { adminBarClasses as c } from './admin-bar.styles.js';
import type { AdminFigureRow, useAdminBar } from './use-admin-bar.js';

type View = ReturnType<typeof useAdminBar>;

/** A list of admin price figures under a small heading (the info, or a calculation). */
export function AdminFigures({ part, title, rows }: { part: string; title?: string; rows: readonly AdminFigureRow[] }) {
  const id = useId();
  return (
    <div part={part} className={c.form}>
      {title && (
        <h3 id={id} className={c.subheading}>
          {title}
        </h3>
      )}
      <dl className={c.figures} aria-labelledby={title ? id : undefined}>
        {rows.map((row) => (
          <div key={row.key} className={c.figure} data-key={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The calculate form (a customer price to try and a margin; each refused field says why above
 * it, and what was typed stays), the calculation it got, and "Use this price".
 */
export function AdminPriceForm({ view }: { view: View }) {
  const { t, state, bar, errorOf, currency, calculation } = view;
  const priceError = errorOf('price');
  const marginError = errorOf('margin');
  return (
    <>
      <form
        part="calculate"
        className={c.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void bar.calculate();
        }}
      >
        <div className={c.fields}>
          <Field
            label={t('fieldPrice')}
            hint={t('fieldPriceHint', { currency })}
            error={priceError?.text}
            errorCode={priceError?.code}
            errorPrefix={t('errorPrefix')}
            name="price"
          >
            {(control) => (
              <input
                {...control}
                className="hk-control"
                inputMode="decimal"
                autoComplete="off"
                value={state.draft.price}
                onChange={(event) => bar.change({ price: event.currentTarget.value })}
              />
            )}
          </Field>
          <Field
            label={t('fieldMargin')}
            hint={t('fieldMarginHint')}
            error={marginError?.text}
            errorCode={marginError?.code}
            errorPrefix={t('errorPrefix')}
            name="margin"
          >
            {(control) => (
              <input
                {...control}
                className="hk-control"
                inputMode="decimal"
                autoComplete="off"
                value={state.draft.margin}
                onChange={(event) => bar.change({ margin: event.currentTarget.value })}
              />
            )}
          </Field>
        </div>
        <div className={c.actions}>
          <Button type="submit" variant="secondary" loading={state.busy === 'calculate'}>
            {t('calculate')}
          </Button>
        </div>
      </form>
      {state.calculateStatus === 'failed' && (
        <div part="calculate-failed">
          <InlineAlert tone="danger">{t('calculationFailed')}</InlineAlert>
        </div>
      )}
      {state.calculation && (
        <div className={c.form}>
          <AdminFigures part="calculation" title={t('calculationHeading')} rows={calculation} />
          <div className={c.actions}>
            <Button part="apply-override" loading={state.busy === 'override'} onClick={() => void bar.applyOverride()}>
              {t('applyOverride')}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}

/**
 * The insurance service dialog (the kit's: focus kept inside, Escape closes, focus back on
 * "Insurance service"): the value of goods and the admin's insurance price, Save insurance,
 * Remove insurance and Cancel.
 */
export function InsuranceDialog({ view }: { view: View }) {
  const { t, state, bar, errorOf, currency } = view;
  const { insurance } = state;
  const valueError = errorOf('valueOfGoods');
  const amountError = errorOf('amount');
  const failed = state.outcome && !state.outcome.ok ? state.outcome : null;
  return (
    <Dialog
      open={insurance.open}
      title={t('insuranceHeading')}
      closeLabel={t('closeInsurance')}
      onClose={bar.closeInsurance}
      initialFocus="first-field"
    >
      <form
        part="insurance"
        className={c.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void bar.saveInsurance();
        }}
      >
        {failed && (
          <div part="insurance-outcome" data-code={failed.code}>
            <InlineAlert tone="danger">{failed.text}</InlineAlert>
          </div>
        )}
        <Field
          label={t('fieldValueOfGoods')}
          hint={t('fieldValueOfGoodsHint', { currency })}
          error={valueError?.text}
          errorCode={valueError?.code}
          errorPrefix={t('errorPrefix')}
          name="valueOfGoods"
        >
          {(control) => (
            <input
              {...control}
              className="hk-control"
              inputMode="decimal"
              autoComplete="off"
              value={insurance.valueOfGoods}
              onChange={(event) => bar.changeInsurance({ valueOfGoods: event.currentTarget.value })}
            />
          )}
        </Field>
        <Field
          label={t('fieldInsuranceAmount')}
          hint={t('fieldInsuranceAmountHint', { currency })}
          error={amountError?.text}
          errorCode={amountError?.code}
          errorPrefix={t('errorPrefix')}
          name="amount"
        >
          {(control) => (
            <input
              {...control}
              className="hk-control"
              inputMode="decimal"
              autoComplete="off"
              value={insurance.amount}
              onChange={(event) => bar.changeInsurance({ amount: event.currentTarget.value })}
            />
          )}
        </Field>
        <div className={c.actions}>
          <Button type="submit" loading={state.busy === 'insurance'}>
            {t('saveInsurance')}
          </Button>
          <Button variant="secondary" onClick={() => void bar.removeInsurance()}>
            {t('removeInsurance')}
          </Button>
          <Button variant="quiet" onClick={bar.closeInsurance}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
