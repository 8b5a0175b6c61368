import { describe, expect, it } from 'vitest';
import { render } from '../../../../test/unit/render.js';
import { Skeleton } from '../../src/ui/index.js';

describe('Skeleton', () => {
  it('is hidden from assistive technology and a line of full width by default', async () => {
    const skeleton = await render(<Skeleton />);
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    expect([...skeleton.classList]).toEqual(['hk-skeleton', 'hk-skeleton-full', 'hk-skeleton-line', 'hk-skeleton-box']);
  });

  it.each([
    [{ width: 'half', height: 'control' }, ['hk-skeleton-half', 'hk-skeleton-control']],
    [
      { width: 'third', height: 'block', radius: 'round' },
      ['hk-skeleton-third', 'hk-skeleton-block', 'hk-skeleton-round'],
    ],
    [{ className: 'partner-size' }, ['partner-size']],
  ] as const)('takes the size it is given, %o, through classes and no style attribute', async (props, classes) => {
    const skeleton = await render(<Skeleton {...props} />);
    expect([...skeleton.classList]).toEqual(expect.arrayContaining([...classes]));
    expect(skeleton.hasAttribute('style')).toBe(false);
  });

  it('stacks as many lines as asked, all hidden, none with a style attribute', async () => {
    const skeleton = await render(<Skeleton lines={3} />);
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton.children).toHaveLength(3);
    expect(skeleton.querySelectorAll('.hk-skeleton-line')).toHaveLength(3);
    expect(skeleton.querySelector('[style]')).toBeNull();
    expect(skeleton.hasAttribute('style')).toBe(false);
  });
});
