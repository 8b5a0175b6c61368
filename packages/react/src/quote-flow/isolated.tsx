import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { StyleRoot } from '../ui/sheet.js';
import { adoptSheet } from '../ui/style-sheets.js';

/** The little a nested shadow root needs: everything else (fonts, colours, the `--_*` tokens) inherits from the flow. */
const isolatedStyles = `:host { display: block; } *, *::before, *::after { box-sizing: border-box; }`;

/**
 * Renders its children in a shadow root of their own, their stylesheets adopted there: for a
 * piece whose class names would meet another piece's in one root, the flow's shadow root or a
 * React page's document (the job summary's `.heading`, `.total` and `.title` are the item
 * picker's and the price calendar's too, its `.label` the address picker's, its `.line` and
 * `.loading` the route map's). The theme's tokens and the fonts inherit through the boundary.
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
