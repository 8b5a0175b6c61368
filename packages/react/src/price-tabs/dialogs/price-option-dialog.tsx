import {
  DEFAULT_VALUE_OF_GOODS,
  formatInsuranceAmount,
  formatMoney,
  packageOptionsView,
  priceDialogsMessage,
  priceTabsMessage,
} from '@haulkit/core';
import { computed } from 'nanostores';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Badge } from '../../ui/badge.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { Money } from '../../ui/money.js';
import { type RadioCardOption, RadioCards } from '../../ui/radio-cards.js';
import { useSheet } from '../../ui/sheet.js';
import { useMessages } from '../../use-messages.js';
import { useStore } from '../../use-store.js';
import { dayWords } from '../price-words.js';
import type { PriceDialogProps } from './add-helper-dialog.js';
import { crewText } from './dialog-words.js';
import { priceDialogsClasses, priceDialogsStyles } from './price-dialogs.styles.js';

/**
 * The price option modal (docs/behaviour/quote-flow.md §2; back-office §4 price keys): the service
 * levels the chosen day offers (standard, standard_plus, premium), each with what it gives, its
 * price for the crew shown and what it costs more, as radio cards. "Use this level" sets the
 * listing's packageType and the priceOption line (selectPackage) and closes; Cancel keeps it.
 */
export function PriceOptionDialog({ session, locale }: PriceDialogProps) {
  useSheet(priceDialogsStyles);
  const t = useMessages(priceTabsMessage, locale);
  const d = useMessages(priceDialogsMessage, locale);
  const name = useId();
  const stores = useMemo(
    () => ({
      levels: computed(session.$state, packageOptionsView),
      day: computed(session.$listing, (listing) => String(listing.pickup_date ?? '').slice(0, 10)),
      people: computed(session.$listing, (listing) => Number(listing.men_required) || 1),
    }),
    [session],
  );
  const levels = useStore(stores.levels);
  const day = useStore(stores.day);
  const people = useStore(stores.people);
  const [chosen, setChosen] = useState<string | undefined>(
    () => (levels.find((option) => option.selected) ?? levels[0])?.level,
  );
  const options = useMemo<RadioCardOption[]>(
    () =>
      levels.map((option) => ({
        value: option.level,
        title: t(`level_${option.level}`),
        description:
          option.level === 'premium'
            ? d('levelAbout_premium', { value: formatInsuranceAmount(locale, DEFAULT_VALUE_OF_GOODS) })
            : d(`levelAbout_${option.level}`),
        meta: (
          <span className={priceDialogsClasses.levelMeta}>
            <Money amount={option.price} locale={locale} size="large" />
            {option.difference > 0 && (
              <>
                {' '}
                <span className={priceDialogsClasses.levelMore}>
                  {d('levelMore', { difference: formatMoney(locale, option.difference) })}
                </span>
              </>
            )}
            {option.selected && (
              <>
                {' '}
                <Badge tone="success">{d('levelChosen')}</Badge>
              </>
            )}
          </span>
        ),
      })),
    [levels, locale, t, d],
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === undefined) return;
    // The bar under the calendar announces the new total.
    session.selectPackage(chosen);
  };
  const close = () => void session.closeModal('priceOption');
  return (
    <Dialog open title={d('priceOptionTitle')} closeLabel={t('close')} onClose={close}>
      <form part="price-option" className={priceDialogsClasses.form} noValidate onSubmit={submit}>
        <RadioCards
          name={name}
          legend={d('priceOptionIntro', { day: dayWords(locale, day, t), crew: crewText(people, d) })}
          options={options}
          value={chosen}
          onChange={setChosen}
        />
        <div className={priceDialogsClasses.actions}>
          <Button variant="secondary" onClick={close}>
            {d('cancel')}
          </Button>
          <Button type="submit">{d('priceOptionSubmit')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
