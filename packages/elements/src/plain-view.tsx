import { elementMessage } from '@haulkit/core';
import { AnnouncerProvider, PartLoadReport, prepareSheets, useSheet } from '@haulkit/react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { connectAdapters } from './adapters.js';
import { type AttributeSchema, camelCase, type PropsOf, parseAttributes } from './attributes.js';
import type { Emit, ViewProps } from './create-element.js';
import { emit } from './events.js';
import { viewReady } from './ready.js';

/** What the customer reads instead of a quote the element cannot ask its marketplace for. */
const unavailableStyles = `
.hk-unavailable {
  margin: 0; padding: 0.75em 1em; border-radius: var(--_radius);
  color: var(--_muted); background: var(--_surface); border: 1px solid var(--_border);
}
`;

/** What a view module makes its element from: its attribute schema, its CSS and its markup. */
export interface ViewDefinition<S extends AttributeSchema> {
  /** The tag without its prefix (the element definition's name): the view registers under it as it loads. */
  readonly tag: string;
  readonly attributes: S;
  /** The element's own CSS (unlayered, so it wins over the kit's). */
  readonly styles: string;
  /** The view, given parsed attributes, an emitter and the host element. */
  render(props: PropsOf<S>, emit: Emit, host: HTMLElement | undefined): ReactNode;
}

/**
 * How a view's element speaks for its quote session (./view-host.tsx): its read-only `listing`
 * and the session's events. A view without one (the card-by-phone panel) tells only its own.
 */
export interface SessionLink {
  /** Gives the host its read-only `listing`, read from the session of `key`. */
  expose(host: HTMLElement, key: string): void;
  /** Connects the session's events to the host while it is connected; returns the disconnect. */
  connect(key: string, emit: Emit, host: HTMLElement): () => void;
}

/**
 * The component a lazy view module exports (`createView` of ./view-host.tsx for the pieces of a
 * quote; this alone for a piece that only calls ports): reads the raw attribute texts through the schema
 * (a refused value falls back and is told to the page's developer, as a console warning and an
 * `hk-error` with code `attribute`: never thrown, never shown to the customer), gives the session
 * key its adapters (the composition root), with a `link` connects the session's events to the host
 * (and gives it its read-only `listing`), and renders
 * the view with one polite announcer for the whole element. A refused `api-base` shows no view:
 * demo prices and a pre-listing no server holds would be a fake quote, so the customer reads
 * a calm message that the quote cannot be shown here (demo data only when `api-base` is absent).
 */
export function createPlainView<S extends AttributeSchema>(definition: ViewDefinition<S>, link?: SessionLink) {
  const names = Object.keys(definition.attributes).map(camelCase);
  prepareSheets(unavailableStyles, definition.styles);
  // biome-ignore lint/correctness/noComponentHookFactories: one component per view module, made once when the module loads
  function View({ raw, host }: ViewProps) {
    useSheet(unavailableStyles);
    useSheet(definition.styles);
    const texts = names.map((name) => raw[name]);
    // biome-ignore lint/correctness/useExhaustiveDependencies: the attribute texts are the inputs
    const { props, problems } = useMemo(() => parseAttributes(definition.attributes, raw), texts);
    const problemKey = problems.map((p) => `${p.attribute}:${p.reason}`).join('\n');
    const send: Emit = (name, detail) => {
      if (host) emit(host, name, detail);
    };
    const shared = props as { session?: unknown; apiBase?: string; locale?: never };
    const sessionKey = typeof shared.session === 'string' ? shared.session : null;
    const apiRefused = problems.some((problem) => problem.attribute === 'api-base');
    // The session gets its adapters before the view first asks for them.
    if (sessionKey !== null && !apiRefused)
      connectAdapters({ session: sessionKey, apiBase: shared.apiBase, locale: shared.locale });
    if (sessionKey !== null && host && link) link.expose(host, sessionKey);
    // biome-ignore lint/correctness/useExhaustiveDependencies: one subscription per host and session key
    useEffect(
      () => (sessionKey !== null && host && link ? link.connect(sessionKey, send, host) : undefined),
      [sessionKey, host],
    );
    // biome-ignore lint/correctness/useExhaustiveDependencies: report each new set of problems once
    useEffect(() => {
      for (const { attribute, reason } of problems) {
        const message = `${attribute}: ${reason}`;
        console.warn(`Haulkit: <${host?.localName ?? definition.tag}> ${message}`);
        send('hk-error', { code: 'attribute', attribute, message });
      }
    }, [problemKey]);
    const partFailed = () => send('hk-error', { code: 'load', message: elementMessage(shared.locale, 'loadFailed') });
    return (
      <AnnouncerProvider>
        <PartLoadReport.Provider value={partFailed}>
          {apiRefused ? (
            <p className="hk-unavailable" part="unavailable">
              {elementMessage(shared.locale, 'quoteUnavailable')}
            </p>
          ) : (
            definition.render(props, send, host)
          )}
        </PartLoadReport.Provider>
      </AnnouncerProvider>
    );
  }
  viewReady(definition.tag, View);
  return View;
}
