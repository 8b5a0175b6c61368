import { ITEM_KINDS, type ItemKind } from '@haulkit/core';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { cleanup, render } from '../../../../test/unit/render.js';
import { iconStyles } from '../../src/ui/icons/icons.styles.js';
import { ItemIcon } from '../../src/ui/icons/item-icons.js';
import { UI_ICON_NAMES as EXPORTED_UI_NAMES, UiIcon, type UiIconName } from '../../src/ui/icons/ui-icons.js';
import { sheetFor } from '../../src/ui/style-sheets.js';

const UI_ICON_NAMES: readonly UiIconName[] = [
  'van-small',
  'van-large',
  'van-luton',
  'calendar',
  'clock',
  'pin',
  'route',
  'people',
  'shield',
  'card',
  'phone',
  'search',
  'close',
  'minus',
  'plus',
  'check',
  'alert',
  'undo',
  'trash',
];

const pathOf = (svg: SVGSVGElement) => svg.querySelector('path')?.getAttribute('d') ?? '';

/** Every icon of both sets, by name. */
const EVERY_ICON: [string, ReactNode][] = [
  ...ITEM_KINDS.map((kind): [string, ReactNode] => [`item ${kind}`, <ItemIcon kind={kind} key={kind} />]),
  ...UI_ICON_NAMES.map((name): [string, ReactNode] => [`ui ${name}`, <UiIcon name={name} key={name} />]),
];

describe('icons', () => {
  it.each(EVERY_ICON)('%s is a decorative 24 px svg with a drawing', async (_name, node) => {
    const svg = await render(node, 'svg');
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.getAttribute('class')).toBe('hk-icon');
    expect(svg.getAttribute('stroke')).toBe('currentColor');
    expect(svg.getAttribute('fill')).toBe('none');
    expect(pathOf(svg)).toMatch(/^M[\d.]/);
  });

  it.each(EVERY_ICON)('%s keeps its path data compact (at most one decimal per number)', async (_name, node) => {
    const d = pathOf(await render(node, 'svg'));
    expect(d.match(/\d*\.\d{2,}/g) ?? []).toEqual([]);
    expect(d).not.toMatch(/\s{2}|,/);
  });

  it.each([
    ['item kinds', ITEM_KINDS.map((kind) => <ItemIcon kind={kind} key={kind} />)],
    ['interface icons', UI_ICON_NAMES.map((name) => <UiIcon name={name} key={name} />)],
  ])('gives each of the %s its own drawing', async (_set, nodes) => {
    const drawings: string[] = [];
    for (const node of nodes) {
      drawings.push(pathOf(await render(node, 'svg')));
      cleanup();
    }
    expect(new Set(drawings).size).toBe(nodes.length);
  });

  it('lists every interface icon in UI_ICON_NAMES', () => {
    expect([...EXPORTED_UI_NAMES].sort()).toEqual([...UI_ICON_NAMES].sort());
  });

  it('draws a kind it has no drawing for as the generic item', async () => {
    const item = pathOf(await render(<ItemIcon kind="item" />, 'svg'));
    cleanup();
    expect(pathOf(await render(<ItemIcon kind={'grandfather-clock' as ItemKind} />, 'svg'))).toBe(item);
  });

  it('adopts the icon sheet once in the document, whatever the number of icons', async () => {
    await render(
      <>
        <UiIcon name="calendar" />
        <ItemIcon kind="sofa" />
      </>,
      'svg',
    );
    const sheet = sheetFor(document, iconStyles);
    expect(document.adoptedStyleSheets.filter((adopted) => adopted === sheet)).toHaveLength(1);
  });

  it('sizes icons 1.25em square, never shrunk, inside the hk-kit layer', () => {
    const css = iconStyles.trim();
    expect(css).toMatch(/^@layer hk-kit \{[\s\S]*\}$/);
    expect(css).toMatch(/\.hk-icon \{[^}]*inline-size: 1\.25em;[^}]*block-size: 1\.25em;[^}]*flex: none;/);
  });
});
