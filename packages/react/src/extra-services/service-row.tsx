import type { ExtraServiceRow, Locale } from '@haulkit/core';
import { memo, useReducer } from 'react';
import { Button } from '../ui/button.js';
import { Money } from '../ui/money.js';
import { Switch } from '../ui/switch.js';
import { extraServicesClasses } from './extra-services.styles.js';
import { type ExtraServiceActions, type ExtraServicesTranslate, rowWords } from './use-extra-services.js';

/** Props of ServiceRow. */
export interface ServiceRowProps {
  row: ExtraServiceRow;
  locale: Locale;
  t: ExtraServicesTranslate;
  actions: ExtraServiceActions;
}

/**
 * One extra service: its name (the switch's label), what it holds, its price and the switch.
 * Packing once chosen has a "Change" button that opens its dialog again. Memoised: a row renders
 * again only when its own state changed.
 */
export const ServiceRow = memo(function ServiceRow({ row, locale, t, actions }: ServiceRowProps) {
  const { name, detail } = rowWords(row, locale, t);
  // The switch shows the cart, not the click: packing stays off while its dialog is open. React
  // puts a controlled checkbox back by itself; Preact only when the row renders again, so it does.
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  return (
    <li
      part="service"
      className={extraServicesClasses.service}
      data-type={row.type}
      data-checked={row.checked ? '' : undefined}
    >
      <Switch
        label={
          <span className={extraServicesClasses.serviceLabel}>
            <span className={extraServicesClasses.serviceName}>{name}</span>
            {row.amount !== null && (
              <>
                {' '}
                <span className={extraServicesClasses.servicePrice} part="price">
                  <Money amount={row.amount} locale={locale} />
                </span>
              </>
            )}
          </span>
        }
        checked={row.checked}
        onChange={(on) => {
          actions.toggle(row, on);
          renderAgain();
        }}
      />
      {detail && <p className={extraServicesClasses.serviceDetail}>{detail}</p>}
      {row.kind === 'packing' && row.checked && (
        <Button variant="quiet" aria-label={t('packingChangeLabel')} onClick={actions.changePacking}>
          {t('packingChange')}
        </Button>
      )}
    </li>
  );
});
