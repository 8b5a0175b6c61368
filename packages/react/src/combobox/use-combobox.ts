import { type KeyboardEvent, useId, useRef, useState } from 'react';

/** Options of useCombobox. */
export interface ComboboxOptions<T> {
  /** The options shown in the listbox. */
  options: readonly T[];
  /** Called when an option is chosen with Enter or a click. */
  onSelect(option: T): void;
  /** Called when Escape is pressed with the list already closed (clears the text). */
  onClear?(): void;
}

/**
 * An editable combobox with list autocomplete, after the WAI-ARIA Authoring Practices pattern:
 * DOM focus stays in the input, aria-activedescendant names the active option, Down and Up move
 * (opening the list), Enter chooses (the first option when none is active), Escape closes and
 * then clears, Alt+Up closes.
 */
export function useCombobox<T>({ options, onSelect, onClear }: ComboboxOptions<T>) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  // Which option is active and whether the list is open belong to one set of options: new
  // options start with nothing active and the list open (derived, so no effect can lag behind
  // a key). Refs hold the latest values, so keys pressed faster than a render still act on
  // the current option.
  type Pinned<V> = { for: readonly T[]; value: V };
  const [activeState, setActiveState] = useState<Pinned<number>>({ for: options, value: -1 });
  const [openState, setOpenState] = useState<Pinned<boolean>>({ for: options, value: false });
  const activeRef = useRef(activeState);
  const openRef = useRef(openState);
  const read = <V>(pinned: Pinned<V>, otherwise: V) => (pinned.for === options ? pinned.value : otherwise);
  // A value that is already set changes nothing: no new object, so no render (a focus or a
  // blur that leaves the list as it was costs nothing).
  const setActive = (value: number) => {
    if (activeRef.current.for === options && activeRef.current.value === value) return;
    activeRef.current = { for: options, value };
    setActiveState(activeRef.current);
  };
  const setOpen = (value: boolean) => {
    if (openRef.current.for === options && openRef.current.value === value) return;
    openRef.current = { for: options, value };
    setOpenState(openRef.current);
  };
  const active = read(activeState, -1);
  const expanded = read(openState, options.length > 0) && options.length > 0;

  const optionId = (index: number) => `${id}-option-${index}`;
  const choose = (index: number) => {
    const option = options[index];
    if (option === undefined) return;
    setOpen(false);
    setActive(-1);
    onSelect(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    const isOpen = read(openRef.current, count > 0) && count > 0;
    const index = read(activeRef.current, -1);
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        if (!event.altKey) setActive(isOpen ? (index + 1) % count : Math.max(index, 0));
        return;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        if (event.altKey) {
          setOpen(false);
          return;
        }
        setOpen(true);
        setActive(isOpen ? (index <= 0 ? count - 1 : index - 1) : count - 1);
        return;
      case 'Enter':
        // With nothing highlighted, Enter takes the first result: what the person sees on top.
        if (isOpen) {
          event.preventDefault();
          choose(Math.max(index, 0));
        }
        return;
      case 'Escape':
        event.preventDefault();
        if (isOpen) {
          setOpen(false);
          setActive(-1);
        } else onClear?.();
        return;
      default:
        return;
    }
  };

  return {
    expanded,
    active,
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list' as const,
      'aria-expanded': expanded,
      'aria-controls': listboxId,
      'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
      autoComplete: 'off',
      onKeyDown,
      onBlur: () => setOpen(false),
      onFocus: () => setOpen(options.length > 0),
    },
    listboxProps: { id: listboxId, role: 'listbox' },
    optionProps: (index: number) => ({
      id: optionId(index),
      role: 'option',
      'aria-selected': index === active,
      // Keep focus in the input: choose on mousedown, before the input would blur.
      onMouseDown: (event: { preventDefault(): void }) => {
        event.preventDefault();
        choose(index);
      },
      onMouseEnter: () => setActive(index),
    }),
  };
}
