import { useId, useMemo } from 'react';
import { InlineAlert } from '../ui/alert.js';
import { AnnouncerProvider } from '../ui/announcer.js';
import { Badge } from '../ui/badge.js';
import { type RadioCardOption, RadioCards } from '../ui/radio-cards.js';
import { useSheet } from '../ui/sheet.js';
import { useVanSelector, type VanSelectorProps } from './use-van-selector.js';
import { VanSilhouette } from './van-icons.js';
import { vanSelectorClasses, vanSelectorStyles } from './van-selector.styles.js';

/**
 * The van selector (docs/behaviour/quote-flow.md §2, §3, §9): the three van types (small_transit 30,
 * large_transit 34, luton_van 40) as a radio group of cards, each with its side view, label,
 * info, description, load space and payload; a line saying how much the items come to and a
 * "Fits your items" badge on the smallest van that takes them, or a warning when none does.
 * Keyboard as any radio group: one tab stop, the arrow keys move and choose.
 * @example <VanSelector session="shop" locale="en-GB" />
 */
export function VanSelector(props: VanSelectorProps) {
  return (
    <AnnouncerProvider>
      <VanSelectorView {...props} />
    </AnnouncerProvider>
  );
}

function VanSelectorView(props: VanSelectorProps) {
  useSheet(vanSelectorStyles);
  const { t, choice, cards, select, labelOf } = useVanSelector(props);
  const name = useId();
  const options = useMemo<RadioCardOption[]>(
    () =>
      cards.map((card) => ({
        value: card.type,
        icon: <VanSilhouette type={card.type} />,
        title: card.label,
        description: (
          <>
            <span className={vanSelectorClasses.info}>{card.info}</span>{' '}
            <span className={vanSelectorClasses.description}>{card.description}</span>
          </>
        ),
        meta: (
          <>
            <span className={vanSelectorClasses.figures} part="figures">
              <span>{card.loadSpace}</span> <span>{card.payload}</span>
            </span>
            {choice.fits === card.type && (
              <>
                {' '}
                <span className={vanSelectorClasses.badge} part="fits">
                  <Badge tone="success">{t('vanFitsBadge')}</Badge>
                </span>
              </>
            )}
          </>
        ),
      })),
    [cards, choice.fits, t],
  );

  return (
    <section part="base" className={vanSelectorClasses.selector} data-fit={choice.state}>
      {choice.state === 'noItems' && (
        <p part="hint" className={vanSelectorClasses.hint}>
          {t('vanNoItems')}
        </p>
      )}
      {choice.state === 'fits' && (
        <p part="hint" className={vanSelectorClasses.hint}>
          {t('vanItems', { volume: choice.volumeM3, weight: choice.weightKg })}{' '}
          {t('vanItemsFit', { van: labelOf(choice.fits) })}
        </p>
      )}
      {choice.state === 'none' && (
        <div part="hint" className={vanSelectorClasses.hintAlert}>
          <InlineAlert tone="warning" title={t('vanNoneFitsTitle')}>
            {t('vanNoneFits', { volume: choice.volumeM3, weight: choice.weightKg })}
          </InlineAlert>
        </div>
      )}
      {choice.selectedTooSmall && (
        <div part="too-small">
          <InlineAlert tone="warning">
            {t('vanTooSmall', { van: labelOf(choice.selected), fit: labelOf(choice.fits) })}
          </InlineAlert>
        </div>
      )}
      <RadioCards
        name={name}
        legend={t('vanLegend')}
        options={options}
        value={choice.selected ?? undefined}
        onChange={select}
      />
    </section>
  );
}
