import { discountTypeKey } from '@haulkit/core';
import { useId } from 'react';
import { InlineAlert } from '../ui/alert.js';
import { AnnouncerProvider } from '../ui/announcer.js';
import { Button } from '../ui/button.js';
import { Dialog } from '../ui/dialog.js';
import { EmptyState } from '../ui/empty-state.js';
import { Field } from '../ui/field.js';
import { fieldStyles } from '../ui/field.styles.js';
import { usePieceRole } from '../ui/landmark.js';
import { Select } from '../ui/select.js';
import { useSheet } from '../ui/sheet.js';
import { Skeleton } from '../ui/skeleton.js';
import { priceAdjustmentsClasses as c, priceAdjustmentsStyles } from './price-adjustments.styles.js';
import {
  type PriceAdjustmentsProps,
  type PriceAdjustmentsTranslate,
  usePriceAdjustments,
} from './use-price-adjustments.js';

const ACCESS_WORDS = {
  checking: 'adjustmentsChecking',
  noRecord: 'adjustmentsNoRecord',
  noPermission: 'adjustmentsNoPermission',
  noToken: 'adjustmentsNoToken',
  noService: 'adjustmentsNoService',
} as const;

/**
 * The price adjustments panel for admin staff (docs/behaviour/back-office.md §3, §6, §7, §8): the
 * job's adjustments in a table, each with Edit and Delete (Delete asks first, in the kit's
 * dialog); a form to add one (discount offer, admin discount or admin premium; by percent or by
 * an amount of money; a reason when the type has reasons), or to change the edited one's percent
 * or amount; the customer's discounts. A save says 'Save was successful' or the first error, and
 * keeps what was typed when it fails. Without the permission or the service's token it is
 * read-only and says why. After a change the session prices the job again.
 * @example <PriceAdjustments session="office" locale="en-GB" />
 */
export function PriceAdjustments(props: PriceAdjustmentsProps) {
  return (
    <AnnouncerProvider>
      <PriceAdjustmentsView {...props} />
    </AnnouncerProvider>
  );
}

function PriceAdjustmentsView(props: PriceAdjustmentsProps) {
  const pieceRole = usePieceRole();
  useSheet(fieldStyles);
  useSheet(priceAdjustmentsStyles);
  const id = useId();
  const view = usePriceAdjustments(props);
  const { t, state, panel } = view;
  const access = state.access === 'ready' ? null : ACCESS_WORDS[state.access];
  return (
    <section
      role={pieceRole}
      part="base"
      className={c.root}
      aria-labelledby={`${id}-heading`}
      data-state={state.access}
      aria-busy={state.busy || undefined}
    >
      <h3 part="heading" id={`${id}-heading`} className={c.heading}>
        {t('adjustmentsHeading')}
      </h3>
      {access && (
        <div part="access" data-access={state.access}>
          <InlineAlert tone={state.access === 'checking' || state.access === 'noRecord' ? 'info' : 'warning'}>
            {t(access)}
          </InlineAlert>
        </div>
      )}
      {state.outcome && (
        <div part="outcome" data-ok={String(state.outcome.ok)} data-code={state.outcome.code}>
          <InlineAlert tone={state.outcome.ok ? 'success' : 'danger'}>{state.outcome.text}</InlineAlert>
        </div>
      )}
      <AdjustmentList view={view} headingId={`${id}-heading`} />
      {view.formShown && <AdjustmentForm view={view} />}
      <Discounts view={view} t={t} />
      {view.confirmingRow && (
        <Dialog open title={t('confirmTitle')} closeLabel={t('close')} onClose={panel.cancelDelete}>
          <p>{t('confirmBody', { type: view.confirmingRow.typeName, change: view.confirmingRow.change })}</p>
          <div className={c.confirmActions}>
            <Button loading={state.busy} onClick={() => void panel.confirmDelete()}>
              {t('confirmDelete')}
            </Button>
            <Button variant="secondary" onClick={panel.cancelDelete}>
              {t('confirmCancel')}
            </Button>
          </div>
        </Dialog>
      )}
    </section>
  );
}

type View = ReturnType<typeof usePriceAdjustments>;

function AdjustmentList({ view, headingId }: { view: View; headingId: string }) {
  const { t, state, rows, panel, canChange } = view;
  if (state.listStatus === 'loading')
    return (
      <div part="loading">
        <p className="hk-visually-hidden" role="status">
          {t('adjustmentsLoading')}
        </p>
        <Skeleton height="control" lines={2} />
      </div>
    );
  if (state.listStatus === 'failed')
    return (
      <InlineAlert
        tone="danger"
        action={
          <Button variant="secondary" onClick={panel.reload}>
            {t('adjustmentsRetry')}
          </Button>
        }
      >
        {t('adjustmentsFailed')}
      </InlineAlert>
    );
  if (state.listStatus !== 'ready') return null;
  if (rows.length === 0) return <EmptyState>{t('adjustmentsNone')}</EmptyState>;
  return (
    <table part="list" className={c.table} aria-labelledby={headingId}>
      <thead>
        <tr>
          <th scope="col">{t('columnType')}</th>
          <th scope="col">{t('columnChange')}</th>
          {canChange && (
            <th scope="col">
              <span className="hk-visually-hidden">{t('columnActions')}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.uuid}
            part="adjustment"
            data-type={row.type}
            data-editing={row.uuid === state.editing || undefined}
          >
            <td>{row.typeName}</td>
            <td className={c.change}>{row.change}</td>
            {canChange && (
              <td>
                <div className={c.rowActions}>
                  <Button
                    variant="secondary"
                    aria-label={t('editLabel', { type: row.typeName, change: row.change })}
                    onClick={() => panel.edit(row.uuid)}
                  >
                    {t('edit')}
                  </Button>
                  <Button
                    variant="quiet"
                    aria-label={t('removeLabel', { type: row.typeName, change: row.change })}
                    onClick={() => panel.askDelete(row.uuid)}
                  >
                    {t('remove')}
                  </Button>
                </div>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function AdjustmentForm({ view }: { view: View }) {
  const { t, state, panel, editingRow, valueError, reasonError, typeOptions, currency } = view;
  const id = useId();
  const { draft } = state;
  const editing = editingRow !== null;
  const reasonsShown = !editing && (state.reasonsStatus !== 'ready' || state.reasons.length > 0);
  return (
    <form
      part="form"
      className={c.form}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void panel.submit();
      }}
    >
      <h4 id={`${id}-title`} className={c.subheading}>
        {editingRow ? t('formEditHeading', { type: editingRow.typeName }) : t('formAddHeading')}
      </h4>
      <Field label={t('fieldType')} name="adjustmentType">
        {(control) => (
          <Select
            {...control}
            options={typeOptions}
            value={draft.adjustmentType}
            disabled={editing}
            onChange={(event) =>
              panel.change({ adjustmentType: event.currentTarget.value as typeof draft.adjustmentType })
            }
          />
        )}
      </Field>
      <fieldset className={c.modes} disabled={editing}>
        <legend>{t('fieldMode')}</legend>
        {(['percent', 'amount'] as const).map((mode) => (
          <label key={mode} className={c.mode}>
            <input
              type="radio"
              name={`${id}-mode`}
              value={mode}
              checked={draft.mode === mode}
              onChange={() => panel.change({ mode })}
            />
            {t(mode === 'percent' ? 'modePercent' : 'modeAmount')}
          </label>
        ))}
      </fieldset>
      <Field
        label={t(draft.mode === 'percent' ? 'fieldPercent' : 'fieldAmount')}
        hint={draft.mode === 'percent' ? t('fieldPercentHint') : t('fieldAmountHint', { currency })}
        error={valueError ? t(valueError.code) : undefined}
        errorCode={valueError?.code}
        errorPrefix={t('errorPrefix')}
        name="value"
      >
        {(control) => (
          <input
            {...control}
            className="hk-control"
            inputMode="decimal"
            autoComplete="off"
            value={draft.value}
            onChange={(event) => panel.change({ value: event.currentTarget.value })}
          />
        )}
      </Field>
      {reasonsShown && (
        <Field
          label={t('fieldReason')}
          hint={
            state.reasonsStatus === 'loading'
              ? t('reasonsLoading')
              : state.reasonsStatus === 'failed'
                ? t('reasonsFailed')
                : undefined
          }
          error={reasonError ? t(reasonError.code) : undefined}
          errorCode={reasonError?.code}
          errorPrefix={t('errorPrefix')}
          name="reasonId"
        >
          {(control) => (
            <Select
              {...control}
              options={[
                { value: '', label: t('reasonChoose') },
                ...state.reasons.map((reason) => ({ value: String(reason.id), label: reason.label })),
              ]}
              value={draft.reasonId}
              disabled={state.reasonsStatus !== 'ready'}
              onChange={(event) => panel.change({ reasonId: event.currentTarget.value })}
            />
          )}
        </Field>
      )}
      <div className={c.formActions}>
        <Button type="submit" loading={state.busy}>
          {editing ? t('save') : t('add')}
        </Button>
        {editing && (
          <Button variant="secondary" onClick={panel.cancelEdit}>
            {t('cancelEdit')}
          </Button>
        )}
      </div>
    </form>
  );
}

function Discounts({ view, t }: { view: View; t: PriceAdjustmentsTranslate }) {
  const { state } = view;
  const id = useId();
  if (state.discountsStatus === 'idle') return null;
  return (
    <section
      part="discounts"
      className={c.discountsSection}
      aria-labelledby={`${id}-discounts`}
      data-state={state.discountsStatus}
    >
      <h4 id={`${id}-discounts`} className={c.subheading}>
        {t('discountsHeading')}
      </h4>
      {state.discountsStatus === 'loading' && <p role="status">{t('discountsLoading')}</p>}
      {state.discountsStatus === 'failed' && <p>{t('discountsFailed')}</p>}
      {state.discountsStatus === 'ready' &&
        (state.discounts.length === 0 ? (
          <p>{t('discountsNone')}</p>
        ) : (
          <ul className={c.discounts}>
            {state.discounts.map((discount, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: discounts have no id; the list is replaced whole
              <li key={index}>
                {t('discountLine', { percent: discount.percent, type: t(discountTypeKey(discount.type)) })}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
