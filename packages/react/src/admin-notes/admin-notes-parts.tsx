import { CALL_BACK_WEEKDAYS, type SaveOutcome } from '@haulkit/core';
import { type ReactNode, useId } from 'react';
import { InlineAlert } from '../ui/alert.js';
import { Button } from '../ui/button.js';
import { Checkbox } from '../ui/checkbox.js';
import { Field } from '../ui/field.js';
import { Skeleton } from '../ui/skeleton.js';
import { adminNotesClasses as c } from './admin-notes.styles.js';
import type { AdminNotesView } from './use-admin-notes.js';

type View = { view: AdminNotesView };

/** A part named by its heading: the panel's region (h2), or a group of it (h3). */
export function Section({
  part,
  title,
  level = 3,
  className = c.section,
  titleClass = c.subheading,
  children,
  ...rest
}: {
  part: string;
  title: string;
  level?: 2 | 3;
  className?: string;
  titleClass?: string;
  children: ReactNode;
  'data-state'?: string;
}) {
  const id = useId();
  const heading = (
    <h3 id={id} className={titleClass}>
      {title}
    </h3>
  );
  return level === 2 ? (
    <section part={part} className={className} aria-labelledby={id} {...rest}>
      <h2 id={id} className={titleClass}>
        {title}
      </h2>
      {children}
    </section>
  ) : (
    // biome-ignore lint/a11y/useSemanticElements: a part of the panel named by its heading (staff move by headings), holding a form or two; a fieldset would name it by a legend instead
    <div role="group" part={part} className={className} aria-labelledby={id} {...rest}>
      {heading}
      {children}
    </div>
  );
}

/** How a save ended (§8): 'Save was successful' as a status, a failure's first error as an alert. */
export function Outcome({ outcome }: { outcome: SaveOutcome | null }) {
  if (!outcome) return null;
  return (
    <div part="outcome" data-ok={String(outcome.ok)} data-code={outcome.code}>
      <InlineAlert tone={outcome.ok ? 'success' : 'danger'}>{outcome.text}</InlineAlert>
    </div>
  );
}

/** The saved notes and a new one (§5: a note needs text). */
export function NoteForm({ view }: View) {
  const { t, state, notes, saved, editable } = view;
  const error = state.note.errors[0];
  return (
    <Section part="notes" title={t('notesHeading')}>
      {state.info.status === 'loading' && <Skeleton />}
      {state.info.status === 'ready' &&
        (saved.length === 0 ? (
          <p part="notes-none">{t('notesNone')}</p>
        ) : (
          <ul part="note-list" className={c.list}>
            {saved.map((note, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: notes have no id and never move
              <li key={index} className={c.note}>
                {note}
              </li>
            ))}
          </ul>
        ))}
      {editable && (
        <form
          part="note-form"
          className={c.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void notes.saveNote();
          }}
        >
          <Field
            label={t('noteLabel')}
            error={error ? t(error) : undefined}
            errorCode={error}
            errorPrefix={t('errorPrefix')}
            name="note"
          >
            {(control) => (
              <textarea
                {...control}
                className={`hk-control ${c.control}`}
                value={state.note.draft}
                onChange={(event) => notes.changeNote(event.currentTarget.value)}
              />
            )}
          </Field>
          <div className={c.actions}>
            <Button type="submit" loading={state.note.busy}>
              {t('noteSave')}
            </Button>
          </div>
          <Outcome outcome={state.note.outcome} />
        </form>
      )}
    </Section>
  );
}

/** A text to one of the customer's numbers, prefilled with the default SMS, warned about the free cancellation (§9). */
export function SmsForm({ view }: View) {
  const { t, state, notes, editable, errorText, smsWarning } = view;
  const { sms } = state;
  const phoneError = sms.errors.find((error) => error.field === 'phone_number');
  const messageError = sms.errors.find((error) => error.field === 'message');
  const warningId = useId();
  return (
    <Section part="sms" title={t('smsHeading')}>
      <form
        part="sms-form"
        className={c.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void notes.sendSms();
        }}
      >
        <Field
          label={t('smsPhoneLabel')}
          error={errorText(phoneError)}
          errorCode={phoneError?.code}
          errorPrefix={t('errorPrefix')}
          name="phone_number"
        >
          {(control) => (
            <select
              {...control}
              className={`hk-control ${c.control}`}
              disabled={!editable}
              value={sms.draft.phone_number}
              onChange={(event) => notes.changeSms({ phone_number: event.currentTarget.value })}
            >
              <option value="">{t('smsPhoneChoose')}</option>
              {state.phoneNumbers.map((number) => (
                <option key={number} value={number}>
                  {number}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t('smsMessageLabel')}
          error={errorText(messageError)}
          errorCode={messageError?.code}
          errorPrefix={t('errorPrefix')}
          describedBy={smsWarning ? warningId : undefined}
          name="message"
        >
          {(control) => (
            <textarea
              {...control}
              className={`hk-control ${c.control}`}
              readOnly={!editable}
              value={sms.draft.message}
              onChange={(event) => notes.changeSms({ message: event.currentTarget.value })}
            />
          )}
        </Field>
        {smsWarning && (
          <div part="sms-warning" id={warningId} data-kind={smsWarning.kind}>
            <InlineAlert tone="warning">{smsWarning.text}</InlineAlert>
          </div>
        )}
        {editable && (
          <div className={c.actions}>
            <Button type="submit" loading={sms.busy}>
              {t('smsSend')}
            </Button>
          </div>
        )}
        <Outcome outcome={sms.outcome} />
      </form>
    </Section>
  );
}

/** The call back (§3, §5): a day from today up to a year ahead as DD/MM/YYYY, the days, a time and the rest. */
export function CallBackForm({ view }: View) {
  const { t, state, notes, editable, errorText, lastDay } = view;
  const { draft, errors } = state.callBack;
  const errorOf = (field: string) => errors.find((error) => error.field === field);
  const dateError = errorOf('call_back_date');
  const daysError = errorOf('call_back_days');
  const timeError = errorOf('call_back_time');
  const daysErrorId = useId();
  const text = (key: 'status' | 'cancel_book_reason', label: string) => (
    <Field label={label} name={key}>
      {(control) => (
        <input
          {...control}
          className={`hk-control ${c.control}`}
          readOnly={!editable}
          autoComplete="off"
          value={draft[key]}
          onChange={(event) => notes.changeCallBack({ [key]: event.currentTarget.value })}
        />
      )}
    </Field>
  );
  return (
    <Section part="call-back" title={t('callBackHeading')}>
      <form
        part="call-back-form"
        className={c.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void notes.saveCallBack();
        }}
      >
        <Checkbox
          label={t('callBackCanCall')}
          checked={draft.can_we_call_back}
          disabled={!editable}
          onChange={(event) => notes.changeCallBack({ can_we_call_back: event.currentTarget.checked })}
        />
        <div className={c.fields}>
          <Field
            label={t('callBackDate')}
            hint={t('callBackDateHint', { last: lastDay })}
            error={errorText(dateError)}
            errorCode={dateError?.code}
            errorPrefix={t('errorPrefix')}
            name="call_back_date"
          >
            {(control) => (
              <input
                {...control}
                className={`hk-control ${c.control}`}
                readOnly={!editable}
                inputMode="numeric"
                autoComplete="off"
                placeholder="DD/MM/YYYY"
                value={draft.call_back_date}
                onChange={(event) => notes.changeCallBack({ call_back_date: event.currentTarget.value })}
              />
            )}
          </Field>
          <Field
            label={t('callBackTime')}
            hint={t('callBackTimeHint')}
            error={errorText(timeError)}
            errorCode={timeError?.code}
            errorPrefix={t('errorPrefix')}
            name="call_back_time"
          >
            {(control) => (
              <input
                {...control}
                className={`hk-control ${c.control}`}
                readOnly={!editable}
                autoComplete="off"
                value={draft.call_back_time}
                onChange={(event) => notes.changeCallBack({ call_back_time: event.currentTarget.value })}
              />
            )}
          </Field>
        </div>
        <fieldset className={c.days} data-field="call_back_days" aria-describedby={daysError ? daysErrorId : undefined}>
          <legend>{t('callBackDays')}</legend>
          {daysError && (
            <p part="field-error" className="hk-field-error" id={daysErrorId} data-code={daysError.code}>
              <span className="hk-visually-hidden">{t('errorPrefix')} </span>
              {errorText(daysError)}
            </p>
          )}
          {CALL_BACK_WEEKDAYS.map((day) => (
            <Checkbox
              key={day}
              label={t(`day_${day}`)}
              checked={draft.call_back_days.includes(day)}
              disabled={!editable}
              aria-invalid={daysError ? true : undefined}
              onChange={(event) =>
                notes.changeCallBack({
                  call_back_days: event.currentTarget.checked
                    ? [...draft.call_back_days, day]
                    : draft.call_back_days.filter((chosen) => chosen !== day),
                })
              }
            />
          ))}
        </fieldset>
        <div className={c.fields}>
          {text('status', t('callBackStatus'))}
          {text('cancel_book_reason', t('callBackCancelReason'))}
        </div>
        <Field label={t('callBackComments')} name="additional_comments">
          {(control) => (
            <textarea
              {...control}
              className={`hk-control ${c.control}`}
              readOnly={!editable}
              value={draft.additional_comments}
              onChange={(event) => notes.changeCallBack({ additional_comments: event.currentTarget.value })}
            />
          )}
        </Field>
        {editable && (
          <div className={c.actions}>
            <Button type="submit" loading={state.callBack.busy}>
              {t('callBackSave')}
            </Button>
          </div>
        )}
        <Outcome outcome={state.callBack.outcome} />
      </form>
    </Section>
  );
}

/** The affiliate attribution (§7): the option, the affiliate with its stores looked up, the store. */
export function AffiliateForm({ view }: View) {
  const { t, state, notes, editable, errorText, stores } = view;
  const { affiliate } = state;
  const errorOf = (field: string) => affiliate.errors.find((error) => error.field === field);
  const input = (key: 'option' | 'ref' | 'ref_id', label: string) => {
    const error = errorOf(key);
    return (
      <Field label={label} error={errorText(error)} errorCode={error?.code} errorPrefix={t('errorPrefix')} name={key}>
        {(control) => (
          <input
            {...control}
            className={`hk-control ${c.control}`}
            readOnly={!editable}
            autoComplete="off"
            value={affiliate.draft[key]}
            onChange={(event) => notes.changeAffiliate({ [key]: event.currentTarget.value })}
          />
        )}
      </Field>
    );
  };
  const found = affiliate.stores;
  return (
    <Section part="affiliate" title={t('affiliateHeading')}>
      <form
        part="affiliate-form"
        className={c.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void notes.saveAffiliateAttribution();
        }}
      >
        <div className={c.fields}>
          {input('option', t('affiliateOption'))}
          {input('ref', t('affiliateRef'))}
        </div>
        {editable && (
          <div className={c.actions}>
            <Button variant="secondary" loading={found.status === 'loading'} onClick={() => void notes.lookupStores()}>
              {t('affiliateLookup')}
            </Button>
          </div>
        )}
        {found.status === 'loading' && (
          <p className="hk-visually-hidden" role="status">
            {t('affiliateStoresLoading')}
          </p>
        )}
        {found.status === 'failed' && (
          <div part="stores-failed">
            <InlineAlert tone="danger">{t('affiliateStoresFailed')}</InlineAlert>
          </div>
        )}
        {found.status === 'ready' && (
          <div part="stores" className={c.fields}>
            <Field label={t('affiliateStoreSearch')} name="store_name">
              {(control) => (
                <input
                  {...control}
                  className={`hk-control ${c.control}`}
                  autoComplete="off"
                  value={affiliate.storeName}
                  onChange={(event) => notes.changeStoreName(event.currentTarget.value)}
                />
              )}
            </Field>
            {stores.length === 0 ? (
              <p part="stores-none">{t('affiliateStoresNone')}</p>
            ) : (
              <Field label={t('affiliateStore')} name="store">
                {(control) => (
                  <select
                    {...control}
                    className={`hk-control ${c.control}`}
                    value={affiliate.draft.ref_id}
                    onChange={(event) => {
                      const store = stores.find((s) => String(s.affiliate_store_id) === event.currentTarget.value);
                      if (store) notes.chooseStore(store);
                    }}
                  >
                    <option value="">{t('affiliateStoreChoose')}</option>
                    {stores.map((store) => (
                      <option key={String(store.affiliate_store_id)} value={String(store.affiliate_store_id)}>
                        {[store.name, store.town].filter(Boolean).join(', ') || String(store.affiliate_store_id)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            )}
          </div>
        )}
        {input('ref_id', t('affiliateRefId'))}
        {editable && (
          <div className={c.actions}>
            <Button type="submit" loading={affiliate.busy}>
              {t('affiliateSave')}
            </Button>
          </div>
        )}
        <Outcome outcome={affiliate.outcome} />
      </form>
    </Section>
  );
}

/** The special instructions of the job, saved on their own. */
export function SpecialForm({ view }: View) {
  const { t, state, notes, editable } = view;
  return (
    <Section part="special" title={t('specialHeading')}>
      <form
        part="special-form"
        className={c.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void notes.saveSpecialInstructions();
        }}
      >
        <Field label={t('specialHeading')} name="special_instructions">
          {(control) => (
            <textarea
              {...control}
              className={`hk-control ${c.control}`}
              readOnly={!editable}
              value={state.special.draft}
              onChange={(event) => notes.changeSpecialInstructions(event.currentTarget.value)}
            />
          )}
        </Field>
        {editable && (
          <div className={c.actions}>
            <Button type="submit" loading={state.special.busy}>
              {t('specialSave')}
            </Button>
          </div>
        )}
        <Outcome outcome={state.special.outcome} />
      </form>
    </Section>
  );
}
