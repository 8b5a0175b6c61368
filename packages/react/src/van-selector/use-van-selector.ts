import {
  DEFAULT_LOCALE,
  DEFAULT_SESSION_KEY,
  getSession,
  type Listing,
  type Locale,
  shallowEqual,
  VAN_TYPE_KEYS,
  VAN_TYPES,
  type VanChoice,
  type VanSelectorMessageKey,
  type VanTypeKey,
  vanChoiceOf,
  vanSelectorMessage,
  vanWordKey,
  withQuoteBase,
} from '@haulkit/core';
import { computed } from 'nanostores';
import { useCallback, useMemo, useRef } from 'react';
import { useAnnounce } from '../ui/announcer.js';
import { useMessages } from '../use-messages.js';
import { useStore } from '../use-store.js';

/** Props of the van selector (the `<hk-van-selector>` attributes, parsed). */
export interface VanSelectorProps {
  /** Quote session key; pieces with the same key share one listing. @default 'default' */
  session?: string;
  /** @default 'en-GB' */
  locale?: Locale;
  /** Called with the listing after the person chose a van. */
  onChange?(listing: Listing): void;
}

/** The van selector's words for its locale. */
export type VanSelectorTranslate = (key: VanSelectorMessageKey, params?: Record<string, string | number>) => string;

/** One van type as its card shows it: the words of the locale and the figures of VAN_TYPES. */
export interface VanCard {
  type: VanTypeKey;
  label: string;
  info: string;
  description: string;
  /** Load length × width × height, in cm. */
  loadSpace: string;
  /** Payload, in kg. */
  payload: string;
}

const sameChoice = (a: VanChoice, b: VanChoice) =>
  a.state === b.state &&
  a.fits === b.fits &&
  a.selected === b.selected &&
  a.selectedTooSmall === b.selectedTooSmall &&
  a.volumeM3 === b.volumeM3 &&
  a.weightKg === b.weightKg &&
  shallowEqual(a.taking, b.taking);

/**
 * Behaviour of the van selector (docs/behaviour/quote-flow.md §2 van selector, §3 van types, §9): the
 * three van types with their words and figures, the van chosen (`selected_van`), and the hint of
 * which vans take the items, from the session's `$vanFit` (core's vanChoiceOf). Choosing a van
 * calls the session's selectVan (which drops the cached prices: another van, another price) and
 * is announced politely.
 */
export function useVanSelector({
  session: key = DEFAULT_SESSION_KEY,
  locale = DEFAULT_LOCALE,
  onChange,
}: VanSelectorProps) {
  const t = useMessages(vanSelectorMessage, locale);
  const announce = useAnnounce();
  const session = useMemo(() => withQuoteBase(getSession(key)), [key]);
  // One choice object while nothing the selector shows changes (a cart change leaves it alone).
  const choice$ = useMemo(() => {
    let last: VanChoice | null = null;
    return computed([session.$vanFit, session.$listing], (fit, listing) => {
      const next = vanChoiceOf(fit, listing);
      if (last === null || !sameChoice(last, next)) last = next;
      return last;
    });
  }, [session]);
  const choice = useStore(choice$);

  const cards = useMemo<VanCard[]>(
    () =>
      VAN_TYPE_KEYS.map((type) => {
        const { length, width, height, payload } = VAN_TYPES[type];
        return {
          type,
          label: t(vanWordKey(type, 'label')),
          info: t(vanWordKey(type, 'info')),
          description: t(vanWordKey(type, 'description')),
          loadSpace: t('vanLoadSpace', { length, width, height }),
          payload: t('vanPayload', { payload }),
        };
      }),
    [t],
  );

  const latest = useRef({ onChange, cards, t });
  latest.current = { onChange, cards, t };
  const select = useCallback(
    (value: string) => {
      const card = latest.current.cards.find((candidate) => candidate.type === value);
      if (!card) return;
      const next = session.selectVan(card.type).listing;
      // The warning that the van may be too small is said with the choice: it shows above the cards.
      const after = choice$.get();
      const chosen = latest.current.t('vanChosen', { van: card.label });
      const fit = latest.current.cards.find((candidate) => candidate.type === after.fits)?.label ?? '';
      announce(
        after.selectedTooSmall ? `${chosen}. ${latest.current.t('vanTooSmall', { van: card.label, fit })}` : chosen,
      );
      latest.current.onChange?.(next);
    },
    [session, announce, choice$],
  );

  const labelOf = (type: VanTypeKey | null) => cards.find((card) => card.type === type)?.label ?? '';
  return { t, locale, session, choice, cards, select, labelOf };
}
