import { describe, expect, it } from 'vitest';
import { render } from '../../../../test/unit/render.js';
import { Badge, PRICE_BADGES, type PriceBadgeCode } from '../../src/ui/index.js';

describe('Badge', () => {
  it('shows the words it is given, in the accent tone by default', async () => {
    const badge = await render(<Badge>New</Badge>);
    expect(badge.textContent).toBe('New');
    expect(badge.classList).toContain('hk-badge-accent');
  });

  it.each([
    ['BEST_PRICE', 'Best price', 'success'],
    ['FILLING_FAST', 'Filling fast', 'accent'],
    ['LAST_FEW', 'Last few', 'warning'],
  ] as const)('price badge %s ("%s") is %s', async (code: PriceBadgeCode, words, tone) => {
    expect(PRICE_BADGES[code]).toBe(tone);
    const badge = await render(<Badge tone={PRICE_BADGES[code]}>{words}</Badge>);
    expect(badge.textContent).toBe(words);
    expect(badge.classList).toContain(`hk-badge-${tone}`);
  });
});
