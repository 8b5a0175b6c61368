/**
 * What a person typed into an element's early search box (the one its skeleton shows before the
 * view arrives), so the view takes it over: nothing typed is lost, and focus stays in the box.
 * The skeleton records the text; the shell records whether focus was in the element as the view
 * replaced the skeleton (a blur then would be the swap's, not the person's).
 */
export interface EarlyInput {
  text: string;
  focused: boolean;
}

const EARLY = new WeakMap<Element, EarlyInput>();

/** Records the early box's text and focus for a host. */
export function rememberEarlyInput(host: Element, input: Partial<EarlyInput>): void {
  EARLY.set(host, { text: '', focused: false, ...EARLY.get(host), ...input });
}

/** What the early box holds for a host, kept: the skeleton painted again shows the text. */
export function peekEarlyInput(host: Element): EarlyInput | undefined {
  return EARLY.get(host);
}

/** What the early box held for a host, once: the view that takes it over forgets it. */
export function takeEarlyInput(host: Element | undefined): EarlyInput | undefined {
  if (!host) return undefined;
  const early = EARLY.get(host);
  EARLY.delete(host);
  return early;
}
