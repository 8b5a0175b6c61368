import type { HaulkitElementClass } from './create-element.js';

// r2wc keeps its props and its render method under these global symbols (as create-element.ts).
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

interface R2wcInternals {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
}

/** True while an element of an extended class is being constructed (its base takes over early properties). */
let constructing = false;

/**
 * An element definition's `extend` for an attribute whose property also takes a value that is
 * not text (`prefill`: an object), an attribute of one word, so the property has its name. r2wc's
 * own property would write the value's `String()` to the attribute; this one keeps the value in
 * the props, where the view's schema reads it like the attribute's text, and removes the
 * attribute (the last set wins). Text set on the property still goes to the attribute. A value
 * the page set before the tag was defined is taken over on upgrade, as the base class does for
 * text. Only the elements that take such an attribute carry this code.
 * @example defineElement({ name: 'quote-flow', attributes: [..., 'prefill'], extend: objectProperty('prefill'), … })
 */
export function objectProperty(name: string) {
  return (Base: HaulkitElementClass): HaulkitElementClass => {
    /** A value set during the base's constructor, which then takes the attribute's text into the props. */
    const early = new WeakMap<HTMLElement, unknown>();
    const Element = Base as unknown as new () => HTMLElement & R2wcInternals;
    class WithObjectProperty extends Element {
      constructor() {
        constructing = true;
        try {
          super();
        } finally {
          constructing = false;
        }
        if (early.has(this)) this[R2WC_PROPS][name] = early.get(this) ?? undefined;
        early.delete(this);
      }
    }
    Object.defineProperty(WithObjectProperty.prototype, name, {
      get(this: WithObjectProperty) {
        return this[R2WC_PROPS][name];
      },
      set(this: WithObjectProperty, value: unknown) {
        if (typeof value === 'string') return this.setAttribute(name, value);
        this.removeAttribute(name);
        this[R2WC_PROPS][name] = value ?? undefined;
        if (constructing) early.set(this, value);
        else this[R2WC_RENDER]();
      },
    });
    return WithObjectProperty as unknown as HaulkitElementClass;
  };
}
