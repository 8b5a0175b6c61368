import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useSheet } from './sheet.js';
import { tabsStyles } from './tabs.styles.js';

/** One tab of Tabs and its panel. */
export interface TabItem {
  id: string;
  label: ReactNode;
  /** Rendered only while the tab is selected. */
  panel: ReactNode;
}

/** Props of Tabs. */
export interface TabsProps {
  /** Name of the tab list. */
  label: string;
  tabs: TabItem[];
  /** Id of the selected tab. */
  selected: string;
  /** Called with a tab's id when the person clicks it or moves to it with the keyboard. */
  onSelect(id: string): void;
}

/**
 * Tabs in the APG pattern with automatic activation: only the selected tab is in the Tab order;
 * ArrowLeft and ArrowRight (wrapping), Home and End select a tab and move focus to it.
 */
export function Tabs({ label, tabs, selected, onSelect }: TabsProps) {
  useSheet(tabsStyles);
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowLeft: index > 0 ? index - 1 : last,
      ArrowRight: index < last ? index + 1 : 0,
      Home: 0,
      End: last,
    };
    const next = moves[event.key] ?? -1;
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    (list.current?.children[next] as HTMLElement | undefined)?.focus();
  };
  return (
    <div className="hk-tabs">
      <div role="tablist" aria-label={label} className="hk-tablist" ref={list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            className="hk-tab"
            id={`${id}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${id}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          className="hk-tabpanel"
          id={`${id}-panel-${tab.id}`}
          aria-labelledby={`${id}-tab-${tab.id}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabpanel takes focus, so Tab reaches a panel without focusable content
          tabIndex={0}
          hidden={tab.id !== selected}
        >
          {tab.id === selected && tab.panel}
        </div>
      ))}
    </div>
  );
}
