import { checkEmail, type EmailCheckCode, priceDialogsMessage, priceTabsMessage } from '@haulkit/core';
import { useEffect, useRef, useState } from 'react';
import { useAnnounce } from '../../ui/announcer.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { Field } from '../../ui/field.js';
import { useSheet } from '../../ui/sheet.js';
import { useMessages } from '../../use-messages.js';
import type { PriceDialogProps } from './add-helper-dialog.js';
import { priceDialogsClasses, priceDialogsStyles } from './price-dialogs.styles.js';

/** The address the listing already has, if any (user_info.email). */
function emailOf(userInfo: unknown): string {
  const email = typeof userInfo === 'object' && userInfo !== null ? (userInfo as { email?: unknown }).email : '';
  return typeof email === 'string' ? email : '';
}

/**
 * The email-ask modal (docs/behaviour/quote-flow.md §2; §4 Price loading: prices are blurred while
 * exclude_prices is set, and this opens after 6 s, at once for admins). What submitting does is
 * not shown in the spec: a valid address goes to the listing's user_info.email and prices are
 * fetched and shown (submitEmail). One that is not an address gets the spec's error next to the
 * field ('Email entered is not a valid email', `data-code`), focus goes back to it and nothing
 * typed is lost. "Not now" closes it and prices stay blurred; "Show prices" on the bar reopens it.
 */
export function EmailAskDialog({ session, locale }: PriceDialogProps) {
  useSheet(priceDialogsStyles);
  const t = useMessages(priceTabsMessage, locale);
  const d = useMessages(priceDialogsMessage, locale);
  const announce = useAnnounce();
  const [value, setValue] = useState(() => emailOf(session.$listing.get().user_info));
  const [error, setError] = useState<{ code: EmailCheckCode; attempt: number } | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // Focus goes to the field as the dialog opens (Dialog's initialFocus, with showModal) and back
  // to it after each refused submit.
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error]);

  const close = () => void session.closeModal('emailAsk');
  return (
    <Dialog open title={d('emailTitle')} closeLabel={t('close')} onClose={close} initialFocus={input}>
      <form
        part="email-ask"
        className={priceDialogsClasses.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // The field as it is now (a state update may not have rendered yet).
          const check = checkEmail(input.current?.value ?? value);
          if (!check.ok) {
            setError((before) => ({ code: check.code, attempt: (before?.attempt ?? 0) + 1 }));
            return;
          }
          session.submitEmail(check.email);
          announce(d('emailThanksSaid'));
        }}
      >
        <p>{d('emailIntro')}</p>
        <Field
          label={d('emailLabel')}
          hint={d('emailHint')}
          error={error ? d(error.code) : undefined}
          errorCode={error?.code}
          errorPrefix={d('errorPrefix')}
          name="email"
        >
          {(control) => (
            <input
              {...control}
              ref={input}
              part="control"
              className={`hk-control ${priceDialogsClasses.email}`}
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
            />
          )}
        </Field>
        <div className={priceDialogsClasses.actions}>
          <Button variant="secondary" onClick={close}>
            {d('emailNotNow')}
          </Button>
          <Button type="submit">{d('emailSubmit')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
