import {
  DEFAULT_LOCALE,
  formatInsuranceAmount,
  formatInsuranceRate,
  type InsuranceMessageKey,
  type InsuranceTerms,
  insuranceMessage,
  type Locale,
} from '@haulkit/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useAnnounce } from '../../ui/announcer.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { useSheet } from '../../ui/sheet.js';
import { useMessages } from '../../use-messages.js';
import { insuranceDialogsClasses, insuranceDialogsStyles } from './insurance-dialogs.styles.js';

/** The insurance terms have two pages (back-office §2, §9). */
export const INSURANCE_TERMS_PAGES = 2;

const NOT_COVERED: readonly InsuranceMessageKey[] = [
  'termsNotCovered1',
  'termsNotCovered2',
  'termsNotCovered3',
  'termsNotCovered4',
  'termsNotCovered5',
];
const CLAIM: readonly InsuranceMessageKey[] = ['termsClaim1', 'termsClaim2', 'termsClaim3', 'termsClaim4'];

/** Props of InsuranceTermsDialog. */
export interface InsuranceTermsDialogProps {
  /** Shown while true. */
  open: boolean;
  /** @default 'en-GB' */
  locale?: Locale | undefined;
  /** The figures of the service for the route: cover, excess, rate and minimum price. */
  terms: InsuranceTerms;
  /** The international figures apply (said on the first page). */
  international?: boolean | undefined;
  onClose(): void;
  /** The page shown first. @default 1 */
  initialPage?: number | undefined;
}

/**
 * The insurance terms modal, two pages (back-office §2, §9): what is covered with the service's
 * cover, price and excess, then what is not covered and how to claim. Next and Back move between
 * them; the new page's heading takes focus and "Page 2 of 2" is announced. The wording is not
 * shown in the spec: it is written from docs/domain-notes.md.
 */
export function InsuranceTermsDialog({
  open,
  locale = DEFAULT_LOCALE,
  terms,
  international = false,
  onClose,
  initialPage = 1,
}: InsuranceTermsDialogProps) {
  useSheet(insuranceDialogsStyles);
  const t = useMessages(insuranceMessage, locale);
  const announce = useAnnounce();
  const id = useId();
  const [page, setPage] = useState(Math.min(Math.max(1, Math.round(initialPage)), INSURANCE_TERMS_PAGES));
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    heading.current?.focus();
    announce(t('termsPage', { page, pages: INSURANCE_TERMS_PAGES }));
  }, [page, announce, t]);
  const go = (next: number) => {
    moved.current = true;
    setPage(next);
  };
  const money = (value: number) => formatInsuranceAmount(locale, value);
  const rate = formatInsuranceRate(locale, terms.rate);
  const list = (keys: readonly InsuranceMessageKey[]) => (
    <ul className={insuranceDialogsClasses.termsList}>
      {keys.map((key) => (
        <li key={key}>{t(key)}</li>
      ))}
    </ul>
  );
  const pageOne = (
    <>
      <h3 ref={heading} tabIndex={-1} className={insuranceDialogsClasses.termsHeading} id={`${id}-page`}>
        {t('termsCoveredHeading')}
      </h3>
      <p>{t('termsCovered')}</p>
      <p>{terms.cover === null ? t('termsNoCover') : t('termsCover', { cover: money(terms.cover) })}</p>
      <p>{t('termsValue')}</p>
      {terms.rate > 0 && (
        <p>
          {terms.minPrice > 0
            ? t('termsPrice', { rate, min: money(terms.minPrice) })
            : t('termsPriceNoMinimum', { rate })}
        </p>
      )}
      {international && <p>{t('termsInternational')}</p>}
      <h3 className={insuranceDialogsClasses.termsHeading}>{t('termsExcessHeading')}</h3>
      <p>{terms.excess > 0 ? t('termsExcess', { excess: money(terms.excess) }) : t('termsNoExcess')}</p>
    </>
  );
  const pageTwo = (
    <>
      <h3 ref={heading} tabIndex={-1} className={insuranceDialogsClasses.termsHeading} id={`${id}-page`}>
        {t('termsNotCoveredHeading')}
      </h3>
      {list(NOT_COVERED)}
      <h3 className={insuranceDialogsClasses.termsHeading}>{t('termsClaimHeading')}</h3>
      {list(CLAIM)}
    </>
  );
  return (
    <Dialog
      open={open}
      title={t('termsTitle')}
      closeLabel={t('close')}
      onClose={onClose}
      footer={
        <div className={insuranceDialogsClasses.termsFoot}>
          <p className={insuranceDialogsClasses.termsPageNumber} id={`${id}-number`}>
            {t('termsPage', { page, pages: INSURANCE_TERMS_PAGES })}
          </p>
          <div className={insuranceDialogsClasses.dialogActions}>
            {page > 1 && (
              <Button variant="secondary" onClick={() => go(page - 1)}>
                {t('termsBack')}
              </Button>
            )}
            {page < INSURANCE_TERMS_PAGES ? (
              <Button onClick={() => go(page + 1)}>{t('termsNext')}</Button>
            ) : (
              <Button onClick={onClose}>{t('close')}</Button>
            )}
          </div>
        </div>
      }
    >
      <section
        part="terms-page"
        className={insuranceDialogsClasses.termsPage}
        data-page={page}
        aria-labelledby={`${id}-page`}
        aria-describedby={`${id}-number`}
      >
        {page === 1 ? pageOne : pageTwo}
      </section>
    </Dialog>
  );
}
