import { addLaterWords, addSpanishWords, elementMessage, lazyImport, type SpanishWords } from '@haulkit/core';
import { tokensStyles } from '@haulkit/react';
import r2wc from '@r2wc/core';
import type { ComponentType } from 'react';
import { camelCase } from './attribute-names.js';
import { rememberEarlyInput } from './early-input.js';
import { emit, type HaulkitEventDetails } from './events.js';
import { append } from './paint.js';
import { type Runtime, readyView } from './ready.js';
import { adoptStyles, baseStyles } from './styles.js';
import { VERSION } from './version.js';
import type { MountedView, RawAttributes, ViewProps } from './view-types.js';
import { whenNearViewport } from './visibility.js';

export type { RawAttributes, ViewProps } from './view-types.js';

/** The runtime (React or preact/compat with the error boundary), fetched with the first view. */
const loadRuntime = lazyImport(() => import('./runtime.js'));

/** Dispatches Haulkit events from the element's host. */
export type Emit = <K extends keyof HaulkitEventDetails>(name: K, detail: HaulkitEventDetails[K]) => void;

/** A view module, loaded on the element's first connection. */
export interface ViewModule {
  readonly default: ComponentType<ViewProps>;
}

/**
 * Paints a skeleton into the element's (empty) root box with plain DOM calls, adopting its
 * stylesheets into the shadow root (paint.ts). It paints again, from an empty box, whenever an
 * attribute changes before the view arrives; its words follow `locale`.
 */
export type SkeletonPainter = (root: HTMLElement, raw: RawAttributes, host: HTMLElement) => void;

/**
 * Everything the first script of a page knows about an element: its tag, the names of its
 * attributes, a skeleton of the view's size and how to load the view. The attribute schema,
 * the view and its styles arrive with the lazy chunk (docs/architecture.md, "Each tag loads only
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
  readonly skeleton: SkeletonPainter;
  /** Loads the view (a dynamic `import()`); shared chunks load once for every tag. */
  load(): Promise<ViewModule>;
  /**
   * Loads the es-ES words of everything the view can show, dialogs and lazy parts included (a
   * dynamic `import()` of its words module): fetched with the view when the element's `locale`
   * is es-ES, so an English page never downloads them (`npm run size` checks the list). Without
   * it, the view shows English words where its catalogues' Spanish was never loaded.
   */
  words?(): Promise<WordsModule>;
  /**
   * The element's class with what this element alone adds to it (`prefill`'s property, which
   * keeps an object: object-property.ts), so no other element's first script carries it.
   */
  extend?(elementClass: HaulkitElementClass): HaulkitElementClass;
}

/**
 * An element's words module (`<element>.words.ts`): the es-ES words its first view shows and,
 * where its later parts show more, the loader of those (`<element>.later-words.ts`).
 */
export interface WordsModule {
  readonly default: SpanishWords;
  readonly later?: () => Promise<{ readonly default: SpanishWords }>;
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

/** The props r2wc keeps: the attribute texts, and the shadow root as `container`. */
type ShellProps = Record<string, unknown> & { container?: HTMLElement };

/** The theme presets of the `theme` attribute; anything else is the default (light). */
const THEMES = ['dark', 'flat'];

/**
 * The language of a `locale` attribute's value, read as its schema reads it (trimmed, any case:
 * attributes.ts), en-GB for anything else. Core's resolveLocale says the same but brings its
 * whole module (number formats) into every element's script.
 */
const langOf = (locale: unknown): 'en-GB' | 'en-IE' | 'es-ES' => {
  const value = String(locale).trim().toLowerCase();
  return value === 'es-es' ? 'es-ES' : value === 'en-ie' ? 'en-IE' : 'en-GB';
};

/** The runtime and a view, both needed to show it; fetched together. */
type Loaded = [Runtime, ViewModule];

/** The message of a view (or the runtime) that could not load, with "Try again", in plain DOM. */
function paintLoadError(box: HTMLElement, locale: unknown, again: boolean, retry: () => void) {
  const alert = append(box, 'div', { class: 'hk-shell-error', role: 'alert', part: 'error', 'data-code': 'load' });
  append(alert, 'p', {}, elementMessage(locale as string, again ? 'loadFailedAgain' : 'loadFailed'));
  const button = append(
    alert,
    'button',
    { type: 'button', class: 'hk-shell-retry' },
    elementMessage(locale as string, 'retry'),
  );
  button.addEventListener('click', retry);
}

/**
 * A fresh custom-element class for a definition (a class can be registered under one name
 * only, so every prefix gets its own). This is all a page's first script holds of an element:
 * r2wc's element class (@r2wc/core) with a renderer of our own, which paints the root box and
 * the skeleton with plain DOM calls. When the element comes near the viewport, the renderer
 * fetches the runtime (runtime.tsx: React or preact/compat and the error boundary) together
 * with the view, and hands the box to a React root, whose first render replaces the skeleton
 * with the view; from then on, attribute changes re-render it. A failed load shows a message
 * with "Try again" and emits `hk-error` (code `load`); a render error is the runtime's.
 * Attributes are handed over as raw text and read by the view's schema, so bare booleans,
 * removed attributes and malformed values behave.
 */
export function createElementClass(definition: ElementDefinition): HaulkitElementClass {
  const propNames = definition.attributes.map(camelCase);
  // One load per definition, shared by every element of it; a failed load is forgotten, so
  // "Try again" asks again. A browser keeps a failed file failed, and a view's file keeps its one
  // address (its lazy parts import it: build/rollup/retryable-imports.mjs), so from the second
  // failure the words say to reload. What loaded is kept, so later elements show the view at once.
  let pending: Promise<Loaded> | undefined;
  let loaded: Loaded | undefined;
  const loadView = lazyImport(definition.load);
  // The es-ES words, once for every element of the definition; a failed load is forgotten too.
  let wordsPending: Promise<void> | undefined;
  let wordsHere = false;
  const loadWords = definition.words && lazyImport(definition.words);
  /** What the element's locale still needs before it shows (only es-ES needs anything). */
  const wordsFor = (locale: unknown): Promise<void> | undefined => {
    if (wordsHere || !loadWords || langOf(locale) !== 'es-ES') return undefined;
    wordsPending ??= loadWords().then(
      ({ default: words, later }) => {
        addSpanishWords(words);
        if (later) addLaterWords(() => later().then((module) => addSpanishWords(module.default)));
        wordsHere = true;
      },
      (error: unknown) => {
        wordsPending = undefined;
        throw error;
      },
    );
    return wordsPending;
  };
  const load = () => {
    pending ??= Promise.all([loadRuntime(), loadView()]).then(
      (both): Loaded => (loaded = both),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  /** One mounted element: r2wc mounts it on connection (or on a first attribute) and unmounts it on removal. */
  function mount(container: HTMLElement, first: ShellProps) {
    let props = first;
    const shadow = container as unknown as ShadowRoot;
    const host = shadow.host as HTMLElement;
    const box = append(shadow, 'div', { class: 'hk-root', part: 'root' });
    let view: MountedView | undefined;
    let failed = false;
    // Failed loads so far: from the second, the words say to reload the page (the browser keeps
    // the view's file failed; Try again stays, for a browser that does ask again).
    let failures = 0;
    let live = true;
    // Stops the watch (or the frame before it); set once the watch is under way.
    let stopWatch: (() => void) | undefined;

    const show = ([runtime, module]: Loaded) => {
      // Whether the person is in the skeleton's early box as the view takes over (early-input.ts).
      if (shadow.activeElement) rememberEarlyInput(host, { focused: true });
      view = runtime.mountView(box, module.default, host);
    };
    const paint = () => {
      const theme = THEMES.find((name) => name === String(props.theme).trim().toLowerCase());
      if (theme) box.setAttribute('data-theme', theme);
      else box.removeAttribute('data-theme');
      // The language its words are in: a Spanish tag on an English page is read out in Spanish.
      box.setAttribute('lang', langOf(props.locale));
      if (view) {
        // A locale whose words are not here yet keeps the view as it is until they are (or, if
        // they cannot load, shows it with the English that stands in for them).
        const words = wordsFor(props.locale);
        const shown = view;
        if (!words) return shown.render(props);
        return void words.then(
          () => live && paint(),
          () => live && shown.render(props),
        );
      }
      // Painted again with new texts, the skeleton keeps focus where it was (the early box).
      const focused = shadow.activeElement?.id;
      box.replaceChildren();
      if (failed) paintLoadError(box, props.locale, failures > 1, retry);
      else definition.skeleton(box, props, host);
      if (focused) (shadow.getElementById(focused) as HTMLElement | null)?.focus();
    };
    const fetchView = () => {
      Promise.all([load(), wordsFor(props.locale)]).then(
        ([both]) => {
          if (!live) return;
          show(both);
          paint();
        },
        () => {
          if (!live) return;
          failed = true;
          failures += 1;
          paint();
          const words = failures > 1 ? 'loadFailedAgain' : 'loadFailed';
          emit(host, 'hk-error', { code: 'load', message: elementMessage(props.locale as string, words) });
        },
      );
    };
    function retry() {
      failed = false;
      paint();
      fetchView();
    }
    // The view loads once the element is on screen or about to be (or hovered, or focused): a
    // tag further down the page costs nothing beyond the first script until then. Where it is
    // is asked at the next frame, so the skeleton's paint waits for no extra layout and no
    // request. A view already in memory (ready.ts) shows at once, without a skeleton and
    // without reading layout: it costs no request, only its render.
    // An element mounted before it was connected (attributes set first) is judged once it is.
    const watch = () => {
      if (view || stopWatch || !host.isConnected) return;
      loaded ??= readyView(definition.name);
      if (loaded && !wordsFor(props.locale)) return show(loaded);
      const frame = requestAnimationFrame(() => {
        stopWatch = whenNearViewport(host, fetchView);
      });
      stopWatch = () => cancelAnimationFrame(frame);
    };

    watch();
    paint();
    return {
      update(next: ShellProps) {
        props = next;
        watch();
        paint();
      },
      unmount() {
        live = false;
        stopWatch?.();
        view?.unmount();
        box.remove();
      },
    };
  }

  const Base = r2wc<ShellProps, ReturnType<typeof mount>>(
    // r2wc hands this to the renderer's mount, which knows its definition already.
    definition as never,
    { shadow: 'open', props: Object.fromEntries(propNames.map((name) => [name, 'string'])) },
    {
      mount: (container, _definition, props) => mount(container, props),
      update: (element, props) => element.update(props),
      unmount: (element) => element.unmount(),
    },
  ) as unknown as new () => HTMLElement & R2wcInternals;

  class HaulkitElement extends Base {
    static readonly haulkitVersion = VERSION;
    constructor() {
      super();
      if (this.shadowRoot) adoptStyles(this.shadowRoot, [baseStyles, tokensStyles]);
      // A property the page set before the tag was defined is a plain value on the element that
      // hides the element's own: it is taken off and set again, in the attributes' order, so it
      // reaches the attribute and the schema's check as a later set does. An upgrade hears no
      // attribute change made here, so the props take the attribute's text themselves.
      const self = this as unknown as Record<string, unknown>;
      for (const [index, name] of propNames.entries()) {
        if (!Object.hasOwn(this, name)) continue;
        const value = self[name];
        delete self[name];
        self[name] = value;
        this[R2WC_PROPS][name] = this.getAttribute(definition.attributes[index] as string) ?? undefined;
      }
    }
    // Every change, including a bare attribute ("") and a removal (null), reaches the props.
    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      this[R2WC_PROPS][camelCase(name)] = value ?? undefined;
      this[R2WC_RENDER]();
    }
  }
  return definition.extend?.(HaulkitElement) ?? HaulkitElement;
}
