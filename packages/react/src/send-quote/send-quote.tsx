import { useId } from 'react';
import { InlineAlert } from '../ui/alert.js';
import { Button } from '../ui/button.js';
import { Dialog } from '../ui/dialog.js';
import { Field } from '../ui/field.js';
import { fieldStyles } from '../ui/field.styles.js';
import { useSheet } from '../ui/sheet.js';
import { sendQuoteClasses as c, sendQuoteStyles } from './send-quote.styles.js';
import { type SendQuoteProps, type SendQuoteView, useSendQuote } from './use-send-quote.js';

/**
 * The send-quote dialog (docs/behaviour/back-office.md §2 "send quote", §5, §8): a button that
 * opens a modal dialog, "Email this quote" for a customer ("Send quote by email" for staff), with
 * the name and the email address (prefilled from what the listing knows), each refusal beside
 * its field (`field-error`, its code in `data-code`) or above the form, and Send, busy while the
 * quote is saved and sent. Once sent, a status says where it went, with "Send again" and Close.
 * What was typed stays after a failure and when the dialog is opened again.
 * @example <SendQuoteDialog session="shop" locale="en-GB" />
 */
export function SendQuoteDialog(props: SendQuoteProps) {
  useSheet(fieldStyles);
  useSheet(sendQuoteStyles);
  const view = useSendQuote(props);
  const { t, isAdmin } = view;
  return (
    <>
      <Button part="send-quote-open" variant="secondary" aria-haspopup="dialog" onClick={view.show}>
        {t(isAdmin ? 'sendQuoteAdminTitle' : 'sendQuoteOpen')}
      </Button>
      <Dialog
        open={view.open}
        title={t(isAdmin ? 'sendQuoteAdminTitle' : 'sendQuoteTitle')}
        closeLabel={t('sendQuoteClose')}
        onClose={view.hide}
        initialFocus="first-field"
      >
        <SendQuoteBody view={view} />
      </Dialog>
    </>
  );
}

/** The form, or the sent message with Send again and Close; the status region between them stays. */
function SendQuoteBody({ view }: { view: SendQuoteView }) {
  const { t, state, busy } = view;
  const sent = state.status === 'sent' && state.sentTo !== null;
  return (
    <div className={c.body} data-status={state.status}>
      {!sent && <SendQuoteForm view={view} />}
      <p part="send-quote-status" role="status" className={sent ? c.sent : c.status}>
        {sent ? t('sendQuoteSent', { email: state.sentTo ?? '' }) : busy ? t('sendQuoteSending') : ''}
      </p>
      {sent && (
        <div className={c.actions}>
          <Button part="send-quote-again" variant="secondary" onClick={view.again}>
            {t('sendQuoteSendAgain')}
          </Button>
          <Button part="send-quote-close" ref={view.refs.close} onClick={view.hide}>
            {t('sendQuoteClose')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The name and the email address, the general error above them, and Send. */
function SendQuoteForm({ view }: { view: SendQuoteView }) {
  const { t, state, model, isAdmin, busy, refs, errorOf } = view;
  const introId = useId();
  const general = errorOf('general');
  const nameError = errorOf('name');
  const emailError = errorOf('email');
  return (
    <form
      part="send-quote-form"
      className={c.form}
      aria-describedby={introId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void view.send();
      }}
    >
      <p id={introId} className={c.intro}>
        {t(isAdmin ? 'sendQuoteAdminIntro' : 'sendQuoteIntro')}
      </p>
      {general && (
        <div part="send-quote-error" data-code={general.code}>
          <InlineAlert tone="danger">{general.text}</InlineAlert>
        </div>
      )}
      <Field
        label={t('sendQuoteName')}
        error={nameError?.text}
        errorCode={nameError?.code}
        errorPrefix={t('sendQuoteErrorPrefix')}
        name="name"
      >
        {(control) => (
          <input
            {...control}
            ref={refs.name}
            className={`hk-control ${c.control}`}
            type="text"
            autoComplete={isAdmin ? 'off' : 'name'}
            value={state.draft.name}
            onChange={(event) => model.change({ name: event.currentTarget.value })}
          />
        )}
      </Field>
      <Field
        label={t('sendQuoteEmail')}
        error={emailError?.text}
        errorCode={emailError?.code}
        errorPrefix={t('sendQuoteErrorPrefix')}
        name="email"
      >
        {(control) => (
          <input
            {...control}
            ref={refs.email}
            className={`hk-control ${c.control}`}
            type="email"
            inputMode="email"
            autoComplete={isAdmin ? 'off' : 'email'}
            spellCheck={false}
            autoCapitalize="none"
            value={state.draft.email}
            onChange={(event) => model.change({ email: event.currentTarget.value })}
          />
        )}
      </Field>
      <div className={c.actions}>
        <Button part="send-quote-submit" type="submit" loading={busy}>
          {t('sendQuoteSubmit')}
        </Button>
      </div>
    </form>
  );
}
