import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { StyleRoot } from '../ui/sheet.js';
import { adoptSheet } from '../ui/style-sheets.js';

/** The little a nested shadow root needs: everything else (fonts, colours, the `--_*` tokens) inherits from the flow. */
const isolatedStyles = `:host { display: block; } *, *::before, *::after { box-sizing: border-box; }`;

/**
 * Renders its children in a shadow root of their own, their stylesheets adopted there. Pieces do
 * not need it for their class names (every piece's are its own, `hk-<piece>-*`, so pieces share
 * a document or a shadow root without meeting each other's rules); the quote flow keeps the job
 * summary in one so that the summary's parts (`title`, `section`, `total` …) stay out of the
 * flow's shadow root, and `hk-quote-flow::part(…)` reaches what it always has. The theme's tokens
 * and the fonts inherit through the boundary.
 * @example <Isolated><JobSummary session="quote-1" /></Isolated>
 */
export function Isolated({ className, part, children }: { className?: string; part?: string; children: ReactNode }) {
  const host = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    adoptSheet(shadow, isolatedStyles);
    setRoot(shadow);
  }, []);
  return (
    <div ref={host} className={className} part={part}>
      {root && createPortal(<StyleRoot.Provider value={root}>{children}</StyleRoot.Provider>, root)}
    </div>
  );
}
