import { REMOVALS_COUNT_MAX, REMOVALS_INFO_FIELDS, type RemovalsFieldKey } from '@haulkit/core';
import { InlineAlert } from '../ui/alert.js';
import { Button } from '../ui/button.js';
import { Checkbox } from '../ui/checkbox.js';
import { Field } from '../ui/field.js';
import { Skeleton } from '../ui/skeleton.js';
import { adminNotesClasses as c } from './admin-notes.styles.js';
import { Outcome, Section } from './admin-notes-parts.js';
import type { AdminNotesView } from './use-admin-notes.js';

/** The floors get a hint: 0 is the ground floor. */
const FLOORS: readonly RemovalsFieldKey[] = ['pickup_floor', 'delivery_floor'];

/**
 * The removals information (docs/behaviour/back-office.md §7 admin-removals-info; its fields are
 * Haulkit's choice, core's REMOVALS_INFO_FIELDS): the property, bedrooms, each end's floor and
 * lift, parking, packing, dismantling and notes for the crew as labelled fields; Save with its
 * outcome, a refused count beside its field, and what was typed kept when a save fails.
 */
export function RemovalsForm({ view }: { view: AdminNotesView }) {
  const { t, state, notes, editable } = view;
  const { removals, removalsForm } = state;
  const draft = removalsForm.draft;
  const errorOf = (key: RemovalsFieldKey) => removalsForm.errors.find((error) => error.field === key);
  const textOf = (key: RemovalsFieldKey) => {
    const value = draft[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  const control = (key: RemovalsFieldKey, kind: 'text' | 'count' | 'longText') => {
    const error = errorOf(key);
    return (
      <Field
        key={key}
        label={t(`removals_${key}`)}
        hint={FLOORS.includes(key) ? t('removalsFloorHint') : undefined}
        error={error ? t(error.code, { max: REMOVALS_COUNT_MAX }) : undefined}
        errorCode={error?.code}
        errorPrefix={t('errorPrefix')}
        name={key}
      >
        {(props) =>
          kind === 'longText' ? (
            <textarea
              {...props}
              className={`hk-control ${c.control}`}
              readOnly={!editable}
              value={textOf(key)}
              onChange={(event) => notes.changeRemovals({ [key]: event.currentTarget.value })}
            />
          ) : (
            <input
              {...props}
              className={`hk-control ${c.control}`}
              readOnly={!editable}
              autoComplete="off"
              inputMode={kind === 'count' ? 'numeric' : undefined}
              value={textOf(key)}
              onChange={(event) => notes.changeRemovals({ [key]: event.currentTarget.value })}
            />
          )
        }
      </Field>
    );
  };
  const fields = REMOVALS_INFO_FIELDS.filter((field) => field.kind !== 'flag' && field.kind !== 'longText');
  const flags = REMOVALS_INFO_FIELDS.filter((field) => field.kind === 'flag');
  const long = REMOVALS_INFO_FIELDS.filter((field) => field.kind === 'longText');
  return (
    <Section part="removals" title={t('removalsHeading')}>
      {removals.status === 'loading' && (
        <div part="removals-loading">
          <p className="hk-visually-hidden" role="status">
            {t('removalsLoading')}
          </p>
          <Skeleton lines={2} />
        </div>
      )}
      {removals.status === 'failed' && (
        <div part="removals-failed">
          <InlineAlert tone="danger">{t('removalsFailed')}</InlineAlert>
        </div>
      )}
      {removals.status === 'ready' && (
        <form
          part="removals-form"
          className={c.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void notes.saveRemovalsInfo();
          }}
        >
          <div className={c.fields}>{fields.map(({ key, kind }) => control(key, kind))}</div>
          <div className={c.flags}>
            {flags.map(({ key }) => (
              <Checkbox
                key={key}
                label={t(`removals_${key}`)}
                checked={draft[key] === true}
                disabled={!editable}
                onChange={(event) => notes.changeRemovals({ [key]: event.currentTarget.checked })}
              />
            ))}
          </div>
          {long.map(({ key, kind }) => control(key, kind))}
          {editable && (
            <div className={c.actions}>
              <Button type="submit" loading={removalsForm.busy}>
                {t('removalsSave')}
              </Button>
            </div>
          )}
          <Outcome outcome={removalsForm.outcome} />
        </form>
      )}
    </Section>
  );
}
