import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { fieldStyles } from './field.styles.js';
import { IconButton } from './icon-button.js';
import { numberStepperStyles } from './number-stepper.styles.js';
import { useSheet } from './sheet.js';

/** Props of NumberStepper. The caller owns the number and its rules; the stepper owns none. */
export interface NumberStepperProps {
  /** The text in the box, which may be a half-typed number. */
  value: string;
  /** Called on every keystroke with the box's text. */
  onText(text: string): void;
  /** Called with the box's text when the person leaves the box or presses Enter. */
  onCommit(text: string): void;
  onDecrease(): void;
  onIncrease(): void;
  canDecrease: boolean;
  canIncrease: boolean;
  /** Name of the − button, like "Remove one sofa". */
  decreaseLabel: string;
  /** Name of the + button, like "Add one sofa". */
  increaseLabel: string;
  /** Name of the group and of the box, like "Quantity of sofa". */
  inputLabel: string;
  /** Drawn in the − button, for example a bin when − removes the item. @default '−' */
  decreaseIcon?: ReactNode;
  /** Marks the box invalid (`aria-invalid`). @default false */
  invalid?: boolean;
  /** Ids of what describes the box, such as an error message. */
  describedBy?: string;
  /** @default false */
  disabled?: boolean;
  /** The box, for callers that move focus to it. */
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * A number box between − and + buttons. When the button in focus becomes disabled (+ at the
 * maximum), focus moves to the box, so the keyboard user is not dropped onto the page.
 */
export function NumberStepper(props: NumberStepperProps) {
  const { value, onText, onCommit, canDecrease, canIncrease, disabled, inputRef } = props;
  useSheet(fieldStyles);
  useSheet(numberStepperStyles);
  const ownInput = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInput;
  const decrease = useRef<HTMLButtonElement>(null);
  const increase = useRef<HTMLButtonElement>(null);

  // No dependency list: whether a button is disabled follows three props, and the check is cheap.
  useEffect(() => {
    for (const button of [decrease.current, increase.current]) {
      // The root node, not `document`: inside an element's shadow root the document sees the host.
      if (button?.disabled && (button.getRootNode() as Document | ShadowRoot).activeElement === button) {
        input.current?.focus();
      }
    }
  });

  return (
    <fieldset aria-label={props.inputLabel} className="hk-stepper">
      <IconButton
        ref={decrease}
        part="step-button"
        variant="secondary"
        label={props.decreaseLabel}
        disabled={disabled || !canDecrease}
        onClick={() => props.onDecrease()}
      >
        {props.decreaseIcon ?? '−'}
      </IconButton>
      <input
        ref={input}
        part="quantity"
        className="hk-control hk-stepper-input"
        type="text"
        inputMode="numeric"
        aria-label={props.inputLabel}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        value={value}
        disabled={disabled}
        onChange={(event) => onText(event.currentTarget.value)}
        onBlur={(event) => onCommit(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onCommit(event.currentTarget.value);
        }}
      />
      <IconButton
        ref={increase}
        part="step-button"
        variant="secondary"
        label={props.increaseLabel}
        disabled={disabled || !canIncrease}
        onClick={() => props.onIncrease()}
      >
        +
      </IconButton>
    </fieldset>
  );
}
