// What the element's shell (create-element.ts), the runtime (runtime.tsx) and the registry of
// views in memory (ready.ts) hand each other, apart from all three so that none imports another
// for its types.

/** The raw attribute texts of an element by camelCase name (absent: undefined). */
export type RawAttributes = Readonly<Record<string, unknown>>;

/** What the shell hands a view: the raw attribute texts by camelCase name, and the host element. */
export interface ViewProps {
  readonly raw: RawAttributes;
  readonly host: HTMLElement | undefined;
}

/** A view mounted in an element's root box. */
export interface MountedView {
  /** Renders the view with these attribute texts (the first call replaces the skeleton). */
  render(raw: RawAttributes): void;
  unmount(): void;
}
