import type { Locale, PropertyType, QuoteFlowSession } from '@haulkit/core';
import { useId } from 'react';
import type { WidgetError } from '../common/widget-error.js';
import { InlineAlert } from '../ui/alert.js';
import { Button } from '../ui/button.js';
import { ItemIcon } from '../ui/icons/item-icons.js';
import { UiIcon } from '../ui/icons/ui-icons.js';
import { removalInventoryClasses } from './removal-inventory.styles.js';
import { useBoxEstimate, useInventoryTotal, usePreset } from './use-inventory-extras.js';
import { type InventoryTranslate, typicalOf } from './use-removal-inventory.js';

/** What the parts of the inventory share. */
interface PartProps {
  session: QuoteFlowSession;
  locale: Locale;
  t: InventoryTranslate;
  onError?: ((error: WidgetError) => void) | undefined;
}

/** "Fill with a typical …" and "Clear the inventory" (§4), with the preset's failure and Try again. */
export function PresetActions({
  session,
  locale,
  t,
  onError,
  type,
  hasItems,
}: PartProps & { type: PropertyType; hasItems: boolean }) {
  const preset = usePreset(session, type, locale, t, onError);
  return (
    <>
      <div part="preset-actions" className={removalInventoryClasses.actions}>
        <Button variant="secondary" part="preset-button" loading={preset.loading} onClick={preset.fill}>
          {t('fillPreset', { typical: typicalOf(t, type) })}
        </Button>
        <Button variant="quiet" part="clear-button" disabled={!hasItems} onClick={preset.clear}>
          {t('clearInventory')}
        </Button>
      </div>
      {preset.failed !== null && (
        <InlineAlert
          tone="danger"
          action={
            <Button variant="secondary" onClick={preset.fill}>
              {t('retry')}
            </Button>
          }
        >
          <span part="field-error" data-code={preset.failed}>
            {t('presetFailed')}
          </span>
        </InlineAlert>
      )}
    </>
  );
}

/**
 * The estimated-boxes suggestion (§2, §5, §9): shown only from 5 m³ of goods, with "Add these
 * boxes" until the inventory holds them, its loading state and a failure with its code.
 */
export function BoxEstimateCard({ session, locale, t, onError }: PartProps) {
  const id = useId();
  const card = useBoxEstimate(session, locale, t, onError);
  const { estimate } = card;
  if (!estimate.shown) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named part of a piece, not a landmark of its own (a fieldset is for form controls)
    <section
      role="group"
      part="box-estimate"
      className={removalInventoryClasses.estimate}
      aria-labelledby={`${id}-title`}
    >
      <ItemIcon kind="box" />
      <div className={removalInventoryClasses.estimateText}>
        <h3 className={removalInventoryClasses.estimateTitle} id={`${id}-title`}>
          {t('estimateTitle')}
        </h3>
        <p>{t('estimate', { total: estimate.total, small: estimate.small, large: estimate.large })}</p>
        <p className={removalInventoryClasses.muted}>{t('estimateHint', { volume: card.volume })}</p>
        {card.applied && (
          <p className={removalInventoryClasses.estimateAdded}>
            <UiIcon name="check" />
            {t('estimateAdded')}
          </p>
        )}
        {card.failed !== null && (
          <p part="field-error" className="hk-field-error" role="alert" data-code={card.failed}>
            {t('estimateFailed')}
          </p>
        )}
      </div>
      {!card.applied && (
        <Button part="estimate-button" loading={card.loading} onClick={card.add}>
          {card.failed !== null ? t('retry') : t('estimateAdd')}
        </Button>
      )}
    </section>
  );
}

/** The running total: pieces and volume. It alone re-renders on every quantity; changes are announced by the actions. */
export function InventoryTotal({ session, locale, t }: PartProps) {
  const total = useInventoryTotal(session, locale, t);
  if (total === null) return null;
  return (
    <p part="total" className={removalInventoryClasses.total}>
      <UiIcon name="van-large" />
      <span>
        <strong>{t('totalLabel')}</strong> {total}
      </span>
    </p>
  );
}
