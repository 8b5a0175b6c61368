import r2wc from '@r2wc/react-to-web-component';
import { type ReactNode, useEffect, useMemo } from 'react';
import { connectAdapters } from './adapters.js';
import { type AttributeSchema, camelCase, type PropsOf, parseAttributes } from './attributes.js';
import { emit, type HaulkitEventDetails } from './events.js';
import { adoptStyles, baseStyles } from './styles.js';
import { VERSION } from './version.js';

/** Dispatches Haulkit events from the element's host. */
export type Emit = <K extends keyof HaulkitEventDetails>(name: K, detail: HaulkitEventDetails[K]) => void;

/** Everything that makes one element: no business logic, only wiring. */
export interface ElementDefinition<S extends AttributeSchema = AttributeSchema> {
  /** Tag name without the prefix: `item-picker` becomes `<hk-item-picker>`. */
  readonly name: string;
  readonly attributes: S;
  /** The element's own CSS, adopted after the base reset. */
  readonly styles: string;
  /** The view, given parsed attributes and an emitter. */
  render(props: PropsOf<S>, emit: Emit): ReactNode;
}

/** Any element definition, whatever its attributes. */
export interface AnyElementDefinition {
  readonly name: string;
  readonly attributes: AttributeSchema;
  readonly styles: string;
  render(props: never, emit: Emit): ReactNode;
}

/**
 * Subscribes a host to its session's events once the small events chunk has arrived (off the
 * first render: a restored draft is still announced on arrival). Returns the disconnect.
 */
function connectEventsLater(sessionKey: string, send: Emit): () => void {
  let disconnect: (() => void) | undefined;
  let gone = false;
  void import('./session-events.js').then(({ connectSessionEvents }) => {
    if (!gone) disconnect = connectSessionEvents(sessionKey, send);
  });
  return () => {
    gone = true;
    disconnect?.();
  };
}

/** Builds an element definition with its types checked. */
export function defineElement<S extends AttributeSchema>(definition: ElementDefinition<S>): ElementDefinition<S> {
  return definition;
}

/** A Haulkit element class carries the version that defined it. */
export type HaulkitElementClass = CustomElementConstructor & { readonly haulkitVersion: string };

// r2wc keeps its props and its render method under these global symbols.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

interface R2wcInternals {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
}

/**
 * A fresh custom-element class for a definition (a class can be registered under one name
 * only, so every prefix gets its own). Attributes are handed over as raw text and read by the
 * schema, so bare booleans, removed attributes and malformed values behave; a refused value
 * is shown in the element and reported with `hk-error`, never thrown.
 */
export function createElementClass(definition: AnyElementDefinition): HaulkitElementClass {
  const propNames = Object.keys(definition.attributes).map(camelCase);

  // biome-ignore lint/correctness/noComponentHookFactories: one component per element definition, made once at definition time
  function Host(raw: Record<string, unknown> & { container?: ShadowRoot }) {
    const host = raw.container?.host as HTMLElement | undefined;
    const texts = propNames.map((name) => raw[name]);
    // biome-ignore lint/correctness/useExhaustiveDependencies: the attribute texts are the inputs
    const { props, problems } = useMemo(() => parseAttributes(definition.attributes, raw), texts);
    const problemKey = problems.map((p) => `${p.attribute}:${p.reason}`).join('\n');
    const send: Emit = (name, detail) => {
      if (host) emit(host, name, detail);
    };
    const sessionProps = props as { session?: unknown; apiBase?: string; locale?: never };
    const sessionKey = typeof sessionProps.session === 'string' ? sessionProps.session : null;
    // The composition root: the session gets its adapters before the view first asks for them.
    if (sessionKey !== null)
      connectAdapters({ session: sessionKey, apiBase: sessionProps.apiBase, locale: sessionProps.locale });
    // biome-ignore lint/correctness/useExhaustiveDependencies: one subscription per host and session key
    useEffect(
      () => (sessionKey !== null && host ? connectEventsLater(sessionKey, send) : undefined),
      [sessionKey, host],
    );
    // biome-ignore lint/correctness/useExhaustiveDependencies: report each new set of problems once
    useEffect(() => {
      for (const { attribute, reason } of problems) {
        send('hk-error', { code: 'attribute', attribute, message: `${attribute}: ${reason}` });
      }
    }, [problemKey]);
    return (
      <div className="hk-root" part="root">
        {problems.map(({ attribute, reason }) => (
          <p key={attribute} className="hk-attribute-error" part="attribute-error" role="alert">
            {`${attribute}: ${reason}`}
          </p>
        ))}
        {(definition as ElementDefinition).render(props, send)}
      </div>
    );
  }

  const Base = r2wc(Host, {
    shadow: 'open',
    props: Object.fromEntries(propNames.map((name) => [name, 'string'])),
  }) as unknown as new () => HTMLElement & R2wcInternals;

  class HaulkitElement extends Base {
    static readonly haulkitVersion = VERSION;
    constructor() {
      super();
      if (this.shadowRoot) adoptStyles(this.shadowRoot, [baseStyles, definition.styles]);
    }
    // Every change, including a bare attribute ("") and a removal (null), reaches the props.
    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      this[R2WC_PROPS][camelCase(name)] = value ?? undefined;
      this[R2WC_RENDER]();
    }
  }
  return HaulkitElement as unknown as HaulkitElementClass;
}
