import { memo, useId, useMemo } from 'react';
import { Button } from '../ui/button.js';
import { IconButton } from '../ui/icon-button.js';
import { SvgIcon } from '../ui/icons/svg-icon.js';
import { type RadioCardOption, RadioCards } from '../ui/radio-cards.js';
import { useSheet } from '../ui/sheet.js';
import { priceTabsClasses, priceTabsStyles } from './price-tabs.styles.js';
import { type PriceTabItem, type PriceTabsProps, usePriceTabs } from './use-price-tabs.js';

/** An info mark: a circle with an i. */
export const INFO_PATH = 'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0m9-1v5.5m0-9v.01';

/**
 * The price tabs (docs/behaviour/quote-flow.md §4, Price tabs): one tab per crew on offer (fixed_N:
 * "Driver only", "Driver + 1 helper" …) and "Saver: flexible dates", each with its price (the
 * chosen day's, else "from" the lowest). From 992 px they are APG tabs controlling the calendar's
 * panel (`panelId`; tab ids `hk-price-tab-<tab>`), arrows and Home / End choosing at once; below,
 * radio cards (§9). With fewer than two tabs on offer nothing is rendered. The info button opens
 * the loading info dialog (what helpers do, the estimated loading time), which PriceActions shows.
 * @example <PriceTabs session="shop" locale="en-GB" panelId="hk-price-panel" />
 */
export function PriceTabs(props: PriceTabsProps) {
  useSheet(priceTabsStyles);
  const view = usePriceTabs(props);
  const { t, layout, items, selected } = view;
  const name = useId();
  const cards = useMemo<RadioCardOption[]>(
    () =>
      items.map((item) => ({
        value: item.tab,
        title: item.title,
        description: item.about,
        meta: (
          <span className={priceTabsClasses.tabPrice} data-priced={item.priced || undefined}>
            {item.price}
          </span>
        ),
      })),
    [items],
  );
  if (layout === 'none') return null;
  if (layout === 'cards') {
    return (
      <div part="price-tabs" className={priceTabsClasses.tabs} data-layout="cards">
        <RadioCards name={name} legend={t('cardsLegend')} options={cards} value={selected} onChange={view.choose} />
        <Button variant="quiet" className={priceTabsClasses.tabsInfoLink} onClick={view.openInfo}>
          <SvgIcon d={INFO_PATH} />
          {t('infoOpen')}
        </Button>
      </div>
    );
  }
  return (
    <div part="price-tabs" className={priceTabsClasses.tabs} data-layout="tabs">
      <div role="tablist" aria-label={t('tabsLabel')} className={priceTabsClasses.tablist} onKeyDown={view.onKeyDown}>
        {items.map((item) => (
          <Tab
            key={item.tab}
            item={item}
            tabbable={item.tab === selected}
            panelId={props.panelId}
            onChoose={view.choose}
            register={view.register}
          />
        ))}
      </div>
      <IconButton label={t('infoOpen')} className={priceTabsClasses.tabsInfo} onClick={view.openInfo}>
        <SvgIcon d={INFO_PATH} />
      </IconButton>
    </div>
  );
}

interface TabProps {
  item: PriceTabItem;
  /** The one tab in the Tab order: the selected one (the first when none is). */
  tabbable: boolean;
  panelId: string;
  onChoose(tab: string): void;
  register(tab: PriceTabItem['tab'], button: HTMLButtonElement | null): void;
}

/** One tab: its crew over its price; only the selected one is in the Tab order. */
const Tab = memo(function Tab({ item, tabbable, panelId, onChoose, register }: TabProps) {
  return (
    <button
      ref={(button) => register(item.tab, button)}
      type="button"
      role="tab"
      part="price-tab"
      className={priceTabsClasses.tab}
      id={item.id}
      aria-selected={item.selected}
      aria-controls={panelId}
      tabIndex={tabbable ? 0 : -1}
      onClick={() => !item.selected && onChoose(item.tab)}
    >
      <span className={priceTabsClasses.tabTitle}>{item.title}</span>{' '}
      <span className={priceTabsClasses.tabPrice} data-priced={item.priced || undefined}>
        {item.price}
      </span>
    </button>
  );
});
