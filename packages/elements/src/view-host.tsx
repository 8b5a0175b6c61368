import { AnnouncerProvider, prepareSheets, useSheet } from '@haulkit/react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { connectAdapters } from './adapters.js';
import { type AttributeSchema, camelCase, type PropsOf, parseAttributes } from './attributes.js';
import type { Emit, ViewProps } from './create-element.js';
import { emit } from './events.js';
import { viewReady } from './ready.js';
import { connectSessionEvents } from './session-events.js';

/** The message of a refused attribute, shown above the view (it arrives with the view). */
const attributeErrorStyles = `
.hk-attribute-error {
  margin: 0 0 0.5em; padding: 0.75em 1em; border-radius: var(--_radius);
  color: var(--_danger); background: var(--_danger-soft); border-inline-start: 4px solid var(--_danger);
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
 * The component a lazy view module exports: reads the raw attribute texts through the schema
 * (a refused value is shown in the element and reported with `hk-error`, never thrown), gives
 * the session its adapters (the composition root), connects the session's events to the host,
 * and renders the view with one polite announcer for the whole element.
 */
export function createView<S extends AttributeSchema>(definition: ViewDefinition<S>) {
  const names = Object.keys(definition.attributes).map(camelCase);
  prepareSheets(attributeErrorStyles, definition.styles);
  // biome-ignore lint/correctness/noComponentHookFactories: one component per view module, made once when the module loads
  function View({ raw, host }: ViewProps) {
    useSheet(attributeErrorStyles);
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
    // The session gets its adapters before the view first asks for them.
    if (sessionKey !== null) connectAdapters({ session: sessionKey, apiBase: shared.apiBase, locale: shared.locale });
    // biome-ignore lint/correctness/useExhaustiveDependencies: one subscription per host and session key
    useEffect(
      () => (sessionKey !== null && host ? connectSessionEvents(sessionKey, send) : undefined),
      [sessionKey, host],
    );
    // biome-ignore lint/correctness/useExhaustiveDependencies: report each new set of problems once
    useEffect(() => {
      for (const { attribute, reason } of problems) {
        send('hk-error', { code: 'attribute', attribute, message: `${attribute}: ${reason}` });
      }
    }, [problemKey]);
    return (
      <AnnouncerProvider>
        {problems.map(({ attribute, reason }) => (
          <p key={attribute} className="hk-attribute-error" part="attribute-error" role="alert">
            {`${attribute}: ${reason}`}
          </p>
        ))}
        {definition.render(props, send, host)}
      </AnnouncerProvider>
    );
  }
  viewReady(definition.tag, View);
  return View;
}
