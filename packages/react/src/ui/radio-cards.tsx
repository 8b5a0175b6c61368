import { type ReactNode, useId } from 'react';
import { radioCardsStyles } from './radio-cards.styles.js';
import { useSheet } from './sheet.js';

/** One card of RadioCards. */
export interface RadioCardOption {
  value: string;
  /** The card's name. */
  title: ReactNode;
  /** A line under the title, read as the card's description. */
  description?: ReactNode;
  /** What sits at the foot of the card, like a price; also read as description. */
  meta?: ReactNode;
  /** Drawn above the title (aria-hidden icons). */
  icon?: ReactNode;
  /** @default false */
  disabled?: boolean;
}

/** Props of RadioCards. */
export interface RadioCardsProps {
  /** The radios' `name`, one per group on the page. */
  name: string;
  /** The question the cards answer. */
  legend: ReactNode;
  options: RadioCardOption[];
  /** The chosen value; none chosen when it matches no option. */
  value: string | undefined;
  /** Called with the value of the card the person chose. */
  onChange(value: string): void;
}

/**
 * A choice of one among a few rich options (van types, price tabs on phones): native radios in
 * a fieldset, so arrow keys, the form and screen readers work as for any radio group. Each
 * radio is named by its title alone and described by the rest of its card.
 */
export function RadioCards({ name, legend, options, value, onChange }: RadioCardsProps) {
  useSheet(radioCardsStyles);
  const id = useId();
  return (
    <fieldset className="hk-radio-cards">
      <legend className="hk-radio-cards-legend">{legend}</legend>
      <div className="hk-radio-cards-grid">
        {options.map((option, index) => {
          const key = `${id}-${index}`;
          return (
            <label key={option.value} className="hk-radio-card">
              <input
                className="hk-radio-card-input"
                type="radio"
                name={name}
                value={option.value}
                checked={option.value === value}
                disabled={option.disabled}
                aria-labelledby={`${key}-title`}
                aria-describedby={
                  [option.description && `${key}-description`, option.meta && `${key}-meta`]
                    .filter(Boolean)
                    .join(' ') || undefined
                }
                onChange={() => onChange(option.value)}
              />
              {option.icon}
              <span className="hk-radio-card-title" id={`${key}-title`}>
                {option.title}
              </span>
              {option.description && (
                <span className="hk-radio-card-description" id={`${key}-description`}>
                  {option.description}
                </span>
              )}
              {option.meta && (
                <span className="hk-radio-card-meta" id={`${key}-meta`}>
                  {option.meta}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
