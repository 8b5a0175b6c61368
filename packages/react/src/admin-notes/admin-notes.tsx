import { SendQuotePart } from '../send-quote/send-quote-part.js';
import { InlineAlert } from '../ui/alert.js';
import { AnnouncerProvider } from '../ui/announcer.js';
import { Button } from '../ui/button.js';
import { fieldStyles } from '../ui/field.styles.js';
import { useSheet } from '../ui/sheet.js';
import { Skeleton } from '../ui/skeleton.js';
import { Switch } from '../ui/switch.js';
import { AdminHistory } from './admin-history.js';
import { adminNotesStyles, adminNotesClasses as c } from './admin-notes.styles.js';
import { AffiliateForm, CallBackForm, NoteForm, Outcome, Section, SmsForm, SpecialForm } from './admin-notes-parts.js';
import { RemovalsForm } from './admin-removals.js';
import { type AdminNotesProps, type AdminNotesView, useAdminNotes } from './use-admin-notes.js';

/**
 * The admin notes panel for admin staff on the phone with a customer (docs/behaviour/back-office.md
 * §3, §5, §7, §8, §9): a region named "Admin notes" on the session's pre-listing with the customer's
 * numbers and the operator's current call; the notes and a new note; a text to the customer
 * (prefilled with the default SMS, warned when it does not name the job's free cancellation); the
 * call back; hot business lead and sync with AVB; the affiliate attribution; and the special
 * instructions; the removals information; and a History button opening the quote's history
 * (and a booked listing's, with its provider changes to answer). Each save says 'Save was successful' or the first error and keeps what was typed
 * when it fails. Without the notes privilege everything is read-only; without a saved quote or an
 * admin service it says why; someone who is not an admin sees nothing.
 * @example <AdminNotes session="office" locale="en-GB" />
 */
export function AdminNotes(props: AdminNotesProps) {
  return (
    <AnnouncerProvider>
      <AdminNotesPanel {...props} />
    </AnnouncerProvider>
  );
}

const EXPLAINED = { noRecord: 'notesNoRecord', noService: 'notesNoService' } as const;

function AdminNotesPanel(props: AdminNotesProps) {
  useSheet(fieldStyles);
  useSheet(adminNotesStyles);
  const view = useAdminNotes(props);
  const { t, state, notes } = view;
  if (state.access === 'notAdmin') return null;
  const shown = state.access === 'ready' || state.access === 'noPermission';
  return (
    <Section
      part="base"
      className={c.root}
      title={t('adminNotesHeading')}
      level={2}
      titleClass={c.title}
      data-state={state.access}
    >
      <div className={c.actions}>
        <AdminHistory {...props} />
      </div>
      {state.access === 'checking' && (
        <div part="checking">
          <p className="hk-visually-hidden" role="status">
            {t('notesLoading')}
          </p>
          <Skeleton lines={3} />
        </div>
      )}
      {(state.access === 'noRecord' || state.access === 'noService') && (
        <p part="explain" data-reason={state.access}>
          {t(EXPLAINED[state.access])}
        </p>
      )}
      {state.access === 'noPermission' && (
        <div part="explain" data-reason="noPermission">
          <InlineAlert tone="info">{t('notesNoPermission')}</InlineAlert>
        </div>
      )}
      {shown && state.info.status === 'failed' && (
        <div part="failed">
          <InlineAlert
            tone="danger"
            action={
              <Button variant="secondary" onClick={notes.reload}>
                {t('notesRetry')}
              </Button>
            }
          >
            {t('notesFailed')}
          </InlineAlert>
        </div>
      )}
      {shown && (
        <div className={c.grid}>
          <Calls view={view} />
          <NoteForm view={view} />
          {state.maySms && <SmsForm view={view} />}
          <CallBackForm view={view} />
          <Flags view={view} />
          <RemovalsForm view={view} />
          <AffiliateForm view={view} />
          <SpecialForm view={view} />
          {state.access === 'ready' && (
            <SendQuotePart
              part="send-quote"
              className={c.section}
              session={props.session}
              locale={view.locale}
              isAdmin
            />
          )}
        </div>
      )}
    </Section>
  );
}

/** The customer's numbers and the operator's current call (the telephony call info). */
function Calls({ view }: { view: AdminNotesView }) {
  const { t, state, call, cardPayment, onTakeCardPayment } = view;
  return (
    <Section part="calls" title={t('customerNumbersHeading')}>
      {state.info.status === 'loading' && <Skeleton lines={1} />}
      {state.info.status === 'ready' &&
        (state.phoneNumbers.length === 0 ? (
          <p>{t('customerNumbersNone')}</p>
        ) : (
          <ul part="numbers" className={c.list}>
            {state.phoneNumbers.map((number) => (
              <li key={number}>{number}</li>
            ))}
          </ul>
        ))}
      <h4 className={c.subheading}>{t('callInfoHeading')}</h4>
      {state.call.status === 'loading' && <Skeleton lines={1} />}
      {state.call.status !== 'loading' &&
        (call.length === 0 ? (
          <p part="call-none">{t('callInfoNone')}</p>
        ) : (
          <dl part="call" className={c.facts}>
            {call.map((row) => (
              <div key={row.key} className={c.fact} data-key={row.key}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        ))}
      {cardPayment && onTakeCardPayment && (
        <div part="take-card-payment" className={c.form}>
          <Button variant="secondary" onClick={() => onTakeCardPayment(cardPayment)}>
            {t('takeCardPayment')}
          </Button>
        </div>
      )}
    </Section>
  );
}

/** Hot business lead and sync with AVB: switches saved as they are flipped, each with its outcome. */
function Flags({ view }: { view: AdminNotesView }) {
  const { t, state, notes, editable } = view;
  const flags = [
    { key: 'hotLead', part: 'hot-lead', flag: state.hotLead, set: notes.setHotLead },
    { key: 'syncWithAvb', part: 'sync-with-avb', flag: state.syncWithAvb, set: notes.setSyncWithAvb },
  ] as const;
  return (
    <div part="flags" className={`${c.section} ${c.flags}`}>
      {flags.map(({ key, part, flag, set }) => (
        <div key={key} part={part} className={c.form}>
          <Switch
            label={t(key)}
            checked={flag.saving ?? flag.value ?? false}
            disabled={!editable || flag.status !== 'ready' || flag.saving !== null}
            onChange={(value) => void set(value)}
          />
          <Outcome outcome={flag.outcome} />
        </div>
      ))}
    </div>
  );
}
