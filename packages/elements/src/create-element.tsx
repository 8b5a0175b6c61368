import { elementMessage } from '@haulkit/core';
import { ErrorBoundary, StyleRoot, tokensStyles } from '@haulkit/react';
import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { camelCase } from './attribute-names.js';
import { rememberEarlyInput } from './early-input.js';
import { emit, type HaulkitEventDetails } from './events.js';
import { adoptStyles, baseStyles } from './styles.js';
import { VERSION } from './version.js';
import { isNearViewport, whenNearViewport } from './visibility.js';

/** Dispatches Haulkit events from the element's host. */
export type Emit = <K extends keyof HaulkitEventDetails>(name: K, detail: HaulkitEventDetails[K]) => void;

/** What the shell hands a view: the raw attribute texts by camelCase name, and the host element. */
export interface ViewProps {
  readonly raw: Readonly<Record<string, unknown>>;
  readonly host: HTMLElement | undefined;
}

/** What a skeleton is given: the raw attribute texts (its words follow `locale`) and the host. */
export interface SkeletonProps {
  readonly raw: Readonly<Record<string, unknown>>;
  readonly host: HTMLElement | undefined;
}

/** A view module, loaded on the element's first connection. */
export interface ViewModule {
  readonly default: ComponentType<ViewProps>;
}

/**
 * Everything the first script of a page knows about an element: its tag, the names of its
 * attributes, a skeleton of the view's size and how to load the view. The attribute schema,
 * the view and its styles arrive with the lazy chunk (ARCHITECTURE.md, "Each tag loads only
 * what it shows"), so registering every tag costs a page only these few bytes per tag.
 */
export interface ElementDefinition {
  /** Tag name without the prefix: `item-picker` becomes `<hk-item-picker>`. */
  readonly name: string;
  /** Attribute names (kebab-case), observed before the view loads. */
  readonly attributes: readonly string[];
  /**
   * What shows while the view loads: the view's shape, so nothing jumps when it arrives, and
   * where it can, the view's first control for real (see early-input.ts).
   */
  readonly skeleton: ComponentType<SkeletonProps>;
  /** Loads the view (a dynamic `import()`); shared chunks load once for every tag. */
  load(): Promise<ViewModule>;
}

/** Builds an element definition with its types checked. */
export function defineElement(definition: ElementDefinition): ElementDefinition {
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

/** The theme presets of the `theme` attribute; anything else is the default (light). */
const THEMES = ['dark', 'flat'];

/** Marks a failed view load (offline, a deploy removed the file), told apart from a render error. */
const LOAD_FAILED = Symbol.for('haulkit.load-failed@1');
const isLoadError = (error: unknown) => (error as { [LOAD_FAILED]?: boolean } | null)?.[LOAD_FAILED] === true;

/** Throws a failed load into the error boundary, which shows it with "Try again". */
function Failed({ error }: { error: unknown }): ReactNode {
  throw error;
}

/**
 * A fresh custom-element class for a definition (a class can be registered under one name
 * only, so every prefix gets its own). Attributes are handed over as raw text and read by the
 * view's schema, so bare booleans, removed attributes and malformed values behave. The view
 * loads lazily behind a skeleton (when near the viewport), inside an error boundary: a failed load or a render error
 * becomes a visible message with a retry and an `hk-error`, never a blank box.
 */
export function createElementClass(definition: ElementDefinition): HaulkitElementClass {
  const propNames = definition.attributes.map(camelCase);
  // One load per definition, shared by every element of it; a failed load is forgotten, so
  // "Try again" fetches again. The loaded view is kept, so later elements render it at once.
  let pending: Promise<ViewModule> | undefined;
  let loaded: ComponentType<ViewProps> | undefined;
  const load = () => {
    if (pending) return pending;
    pending = definition.load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw Object.assign(new Error('The view could not load', { cause: error }), { [LOAD_FAILED]: true });
      },
    );
    // Every element shows the failure through its own subscription; one that went before its
    // effect ran must not leave the rejection unhandled on the page.
    pending.catch(() => undefined);
    return pending;
  };

  const Skeleton = definition.skeleton;

  // biome-ignore lint/correctness/noComponentHookFactories: one component per element definition, made once at definition time
  function Host(raw: Record<string, unknown> & { container?: ShadowRoot }) {
    const root = raw.container;
    const host = root?.host as HTMLElement | undefined;
    const [attempt, setAttempt] = useState(0);
    // The view loads once the element is on screen or about to be (or hovered, or focused):
    // a tag further down the page costs nothing beyond the first script until then. Where it is
    // is asked after the first paint (the effect), so the skeleton's paint waits for no layout
    // and no request; only a view already in memory is judged at once, to show without a flash.
    // An element rendered before it was connected (attributes set first) is judged once it is.
    const [near, setNear] = useState(() => !host || (loaded !== undefined && host.isConnected && isNearViewport(host)));
    useEffect(
      () => (near || !host ? undefined : whenNearViewport(host, () => setNear(true))),
      [near, host, host?.isConnected],
    );
    // The skeleton shows until the view is there: no suspended render to throw away first, and
    // the request leaves during the render that finds the element near.
    const [view, setView] = useState<{ View?: ComponentType<ViewProps>; error?: unknown }>({ View: loaded });
    const loading = near && !view.View && !view.error ? load() : undefined;
    // biome-ignore lint/correctness/useExhaustiveDependencies: one subscription per load; the host and its focus are read when it lands
    useEffect(() => {
      let live = true;
      loading?.then(
        (module) => {
          if (!live) return;
          // Whether the person is in the skeleton's early box as the view takes over (early-input.ts).
          if (host && root?.activeElement) rememberEarlyInput(host, { focused: true });
          setView({ View: module.default });
        },
        (error: unknown) => live && setView({ error }),
      );
      return () => {
        live = false;
      };
    }, [loading]);
    const theme = THEMES.find((name) => name === String(raw.theme).trim().toLowerCase());
    const fallback = (error: unknown, reset: () => void) => (
      <div className="hk-shell-error" role="alert" part="error" data-code={isLoadError(error) ? 'load' : 'render'}>
        <p>{elementMessage(raw.locale as string, isLoadError(error) ? 'loadFailed' : 'renderFailed')}</p>
        <button
          type="button"
          className="hk-shell-retry"
          onClick={() => {
            setView({ View: loaded });
            setAttempt(attempt + 1);
            reset();
          }}
        >
          {elementMessage(raw.locale as string, 'retry')}
        </button>
      </div>
    );
    const report = (error: unknown) => {
      if (host)
        emit(host, 'hk-error', {
          code: isLoadError(error) ? 'load' : 'render',
          message: elementMessage(raw.locale as string, isLoadError(error) ? 'loadFailed' : 'renderFailed'),
        });
    };
    const { View, error } = view;
    return (
      <StyleRoot.Provider value={root ?? null}>
        <div className="hk-root" part="root" data-theme={theme}>
          <ErrorBoundary key={attempt} fallback={fallback} onError={report}>
            {error ? (
              <Failed error={error} />
            ) : near && View ? (
              <View raw={raw} host={host} />
            ) : (
              <Skeleton raw={raw} host={host} />
            )}
          </ErrorBoundary>
        </div>
      </StyleRoot.Provider>
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
      if (this.shadowRoot) adoptStyles(this.shadowRoot, [baseStyles, tokensStyles]);
    }
    // Every change, including a bare attribute ("") and a removal (null), reaches the props.
    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      this[R2WC_PROPS][camelCase(name)] = value ?? undefined;
      this[R2WC_RENDER]();
    }
  }
  return HaulkitElement as unknown as HaulkitElementClass;
}
