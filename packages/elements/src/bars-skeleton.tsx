import { skeletonStyles, useSheet } from '@haulkit/react';
import type { ComponentType } from 'react';
import type { SkeletonProps } from './create-element.js';

/**
 * A skeleton of bars, written as data so that each tag costs the first script a few bytes: the
 * bars stack with the kit's spacing, and each one is `height[:phoneHeight][/width]`, heights in
 * em (the phone height applies below 768 px) and the width in percent (full width when absent).
 * Its sizes are a constructable stylesheet built from that text, never inline styles, so a strict
 * CSP sees none. Hidden from assistive technology, which meets the view a moment later.
 * @example barsSkeleton('van-selector', '1.6/40 14:30') // a heading, then the cards (30em tall on phones)
 */
export function barsSkeleton(name: string, spec: string): ComponentType<SkeletonProps> {
  const bars = spec.split(' ');
  let css = '';
  const sized = (phone: boolean) =>
    bars
      .map((bar, index) => {
        const [heights = '', width] = bar.split('/');
        const [wide, narrow] = heights.split(':');
        const height = phone ? narrow : wide;
        return height
          ? `.sk-${name}>:nth-child(${index + 1}){block-size:${height}em${width && !phone ? `;inline-size:${width}%` : ''}}`
          : '';
      })
      .join('');
  // biome-ignore lint/correctness/noComponentHookFactories: made once per tag, at definition, never during a render
  return function BarsSkeleton() {
    css ||= `.sk-${name}{display:grid;gap:var(--_space)}${sized(false)}@media (max-width:767.98px){${sized(true)}}`;
    useSheet(skeletonStyles);
    useSheet(css);
    return (
      <div className={`sk-${name}`} aria-hidden="true">
        {bars.map((_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the bars never move
          <span key={index} className="hk-skeleton" />
        ))}
      </div>
    );
  };
}
