import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { press } from '../../../../test/unit/dom.js';
import { findAll, mount } from '../../../../test/unit/render.js';
import { type TabItem, Tabs } from '../../src/ui/index.js';

const days: TabItem[] = [
  { id: 'mon', label: 'Monday', panel: <p>Monday prices</p> },
  { id: 'tue', label: 'Tuesday', panel: <p>Tuesday prices</p> },
  { id: 'wed', label: 'Wednesday', panel: <p>Wednesday prices</p> },
];

function ChoosingTabs({ first, onSelect }: { first: string; onSelect: (id: string) => void }) {
  const [selected, setSelected] = useState(first);
  return (
    <Tabs
      label="Moving day"
      tabs={days}
      selected={selected}
      onSelect={(id) => {
        onSelect(id);
        setSelected(id);
      }}
    />
  );
}

async function renderTabs(first = 'mon') {
  const onSelect = vi.fn();
  const { container } = mount(<ChoosingTabs first={first} onSelect={onSelect} />);
  const tabs = await findAll<HTMLButtonElement>(container, '[role=tab]');
  const selected = () => tabs.filter((tab) => tab.getAttribute('aria-selected') === 'true').map((tab) => tab.id);
  return { container, tabs, onSelect, selected };
}

describe('Tabs', () => {
  it('is a named tablist of tabs, each controlling a panel labelled by it; only the selected panel shows', async () => {
    const { container, tabs } = await renderTabs('tue');
    expect(container.querySelector('[role=tablist]')?.getAttribute('aria-label')).toBe('Moving day');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Monday', 'Tuesday', 'Wednesday']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    for (const tab of tabs) {
      const panel = container.querySelector<HTMLElement>(`[id="${tab.getAttribute('aria-controls')}"]`);
      expect(panel?.getAttribute('role')).toBe('tabpanel');
      expect(panel?.getAttribute('aria-labelledby')).toBe(tab.id);
      expect(panel?.tabIndex).toBe(0);
      const shown = tab.getAttribute('aria-selected') === 'true';
      expect(panel?.hidden).toBe(!shown);
      expect(panel?.textContent).toBe(shown ? 'Tuesday prices' : '');
    }
  });

  it('only the selected tab is in the Tab order (roving tabindex)', async () => {
    const { tabs } = await renderTabs('tue');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
  });

  it.each([
    ['mon', 'ArrowRight', 'tue'],
    ['wed', 'ArrowRight', 'mon'],
    ['tue', 'ArrowLeft', 'mon'],
    ['mon', 'ArrowLeft', 'wed'],
    ['tue', 'Home', 'mon'],
    ['tue', 'End', 'wed'],
  ])('from %s, %s selects and focuses %s', async (from, key, to) => {
    const { tabs, onSelect, selected } = await renderTabs(from);
    const start = tabs.find((tab) => tab.textContent?.toLowerCase().startsWith(from));
    const target = tabs.find((tab) => tab.textContent?.toLowerCase().startsWith(to));
    start?.focus();
    press(start as HTMLElement, key);
    expect(onSelect).toHaveBeenCalledWith(to);
    expect(document.activeElement).toBe(target);
    await vi.waitFor(() => expect(selected()).toEqual([target?.id]));
    expect(target?.tabIndex).toBe(0);
  });

  it('ignores other keys and selects a tab on click', async () => {
    const { tabs, onSelect, selected } = await renderTabs('mon');
    press(tabs[0] as HTMLElement, 'ArrowDown');
    expect(onSelect).not.toHaveBeenCalled();
    tabs[2]?.click();
    expect(onSelect).toHaveBeenCalledWith('wed');
    await vi.waitFor(() => expect(selected()).toEqual([tabs[2]?.id]));
  });
});
