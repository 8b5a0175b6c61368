import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { Field } from '../../ui/field.js';
import { Money } from '../../ui/money.js';
import { useSheet } from '../../ui/sheet.js';
import { insuranceDialogsClasses, insuranceDialogsStyles } from './insurance-dialogs.styles.js';
import { type AddInsuranceDialogProps, useAddInsurance } from './use-add-insurance.js';

/**
 * The add insurance modal (docs/behaviour/quote-flow.md §2, §4, §5): the value of your goods in the
 * locale's currency, the cover and the excess of the route's terms, the live price, and Cancel
 * or Add. Open while the session's value area is (tickInsurance); its own module, loaded when
 * first opened.
 * @example {open && <AddInsuranceDialog session={session} locale="en-GB" />}
 */
export function AddInsuranceDialog(props: AddInsuranceDialogProps) {
  useSheet(insuranceDialogsStyles);
  const add = useAddInsurance(props);
  const { t, locale, terms } = add;
  return (
    <Dialog open title={t(props.changing ? 'changeTitle' : 'addTitle')} closeLabel={t('close')} onClose={add.cancel}>
      <form
        part="form"
        className={insuranceDialogsClasses.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          add.submit();
        }}
      >
        <p className={insuranceDialogsClasses.muted}>{t('addIntro')}</p>
        <dl className={insuranceDialogsClasses.facts}>
          <div>
            <dt>{t('coverLabel')}</dt>
            <dd>{terms.cover === null ? '—' : add.amount(terms.cover)}</dd>
          </div>
          <div>
            <dt>{t('excessLabel')}</dt>
            <dd>{terms.excess > 0 ? add.amount(terms.excess) : t('noExcess')}</dd>
          </div>
        </dl>
        {add.international && <p className={insuranceDialogsClasses.muted}>{t('international')}</p>}
        <Field
          label={t('valueLabel')}
          hint={add.hint}
          error={add.error?.text}
          errorCode={add.error?.code}
          errorPrefix={t('errorPrefix')}
          name="value_of_goods"
        >
          {(control) => (
            <span className={insuranceDialogsClasses.moneyInput} data-affix={add.affix.before ? 'before' : 'after'}>
              <span className={insuranceDialogsClasses.moneyAffix} aria-hidden="true">
                {add.affix.sign}
              </span>
              <input
                {...control}
                ref={add.input}
                part="control"
                className="hk-control"
                type="text"
                inputMode="decimal"
                autoComplete="off"
                spellCheck={false}
                value={add.value}
                onChange={(event) => add.type(event.currentTarget.value)}
              />
            </span>
          )}
        </Field>
        <p part="live-premium" className={insuranceDialogsClasses.livePremium}>
          <span className={insuranceDialogsClasses.livePremiumLabel}>{t('livePremiumLabel')}</span>
          {add.premium === null ? (
            <span className={insuranceDialogsClasses.muted}>{t('livePremiumEmpty')}</span>
          ) : (
            <Money amount={add.premium} locale={locale} size="large" />
          )}
        </p>
        {add.rate !== '' && terms.rate > 0 && (
          <p className={`${insuranceDialogsClasses.muted} ${insuranceDialogsClasses.small}`}>
            {terms.minPrice > 0
              ? t('termsPrice', { rate: add.rate, min: add.amount(terms.minPrice) })
              : t('termsPriceNoMinimum', { rate: add.rate })}
          </p>
        )}
        <div className={insuranceDialogsClasses.dialogActions}>
          <Button variant="secondary" onClick={add.cancel}>
            {t('cancel')}
          </Button>
          <Button type="submit">{t(props.changing ? 'submitChange' : 'submitAdd')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
