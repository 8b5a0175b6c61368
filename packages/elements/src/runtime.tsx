/**
 * The runtime every view needs, fetched with the first view a page shows, never in its first
 * script: React (or preact/compat), the React renderer, the error boundary and the style root.
 * The first script's shell (create-element.ts) imports it together with the view and hands it
 * the element's root box, whose skeleton the first render replaces.
 */
import { elementMessage } from '@haulkit/core';
import { ErrorBoundary, StyleRoot } from '@haulkit/react';
import { type ComponentType, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { emit } from './events.js';
import { runtimeReady } from './ready.js';
import type { MountedView, RawAttributes, ViewProps } from './view-types.js';

interface HostProps {
  View: ComponentType<ViewProps>;
  raw: RawAttributes;
  host: HTMLElement;
}

/**
 * The view inside an error boundary: a render error becomes the shell's message with "Try
 * again" (which renders the view afresh) and an `hk-error` (code `render`), never a blank box.
 */
function Host({ View, raw, host }: HostProps) {
  const [attempt, setAttempt] = useState(0);
  const locale = raw.locale as string | undefined;
  return (
    <StyleRoot.Provider value={host.shadowRoot}>
      <ErrorBoundary
        key={attempt}
        fallback={() => (
          <div className="hk-shell-error" role="alert" part="error" data-code="render">
            <p>{elementMessage(locale, 'renderFailed')}</p>
            <button type="button" className="hk-shell-retry" onClick={() => setAttempt(attempt + 1)}>
              {elementMessage(locale, 'retry')}
            </button>
          </div>
        )}
        onError={() => emit(host, 'hk-error', { code: 'render', message: elementMessage(locale, 'renderFailed') })}
      >
        <View raw={raw} host={host} />
      </ErrorBoundary>
    </StyleRoot.Provider>
  );
}

/**
 * A React root in the element's root box. Both renderers empty the box on the first render
 * (React as it commits, preact/compat before it renders, synchronously), so the skeleton gives
 * way to the view itself, with no empty frame between.
 */
export function mountView(box: HTMLElement, View: ComponentType<ViewProps>, host: HTMLElement): MountedView {
  const root = createRoot(box);
  return {
    // A copy: the shell hands over the same props object each time, with new texts in it.
    render: (raw) => root.render(<Host View={View} raw={{ ...raw }} host={host} />),
    unmount: () => root.unmount(),
  };
}

runtimeReady({ mountView });
