import type { ReactNode } from 'react';
import { useSheet } from './sheet.js';
import { tokensStyles } from './tokens.styles.js';

/** Props of HaulkitRoot. */
export interface HaulkitRootProps {
  /** A theme preset; a page's own `--hk-*` variables still win. @default 'light' */
  theme?: 'light' | 'dark' | 'flat';
  children?: ReactNode;
}

/**
 * Where a React page puts Haulkit's components: it adopts the tokens and gives them the root
 * they read (`.hk-root`), which every element already has inside its shadow root.
 * @example <HaulkitRoot theme="dark"><ItemPicker session="quote-1" /></HaulkitRoot>
 */
export function HaulkitRoot({ theme, children }: HaulkitRootProps) {
  useSheet(tokensStyles);
  return (
    <div className="hk-root" data-theme={theme === 'light' ? undefined : theme}>
      {children}
    </div>
  );
}
