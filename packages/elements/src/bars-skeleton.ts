import type { SkeletonPainter } from './create-element.js';
import { adopt, append } from './paint.js';

/**
 * The one skeleton class of the first script: a bar in the kit's skeleton colour with its gentle
 * pulse (still under reduced motion, where --_motion is 0). The kit's Skeleton component and its
 * size classes come with the views; a tag's skeleton sizes its bars itself.
 */
export const barStyles = `.hk-skeleton{display:block;border-radius:var(--_radius);background:var(--_disabled);animation:hk-pulse calc(var(--_motion) * 9) ease-in-out infinite alternate}@keyframes hk-pulse{to{opacity:.55}}`;

/** A size of the spec: a number is in em, anything else (`var(--hk-map-height,320px)`, `11em`) is CSS as written. */
const size = (value: string) => (/^[\d.]+$/.test(value) ? `${value}em` : value);

/**
 * A skeleton of bars, written as data so that each tag costs the first script a few bytes: the
 * bars stack with the kit's spacing, and each one is `height[:phoneHeight][/width]` (the phone
 * height applies below 768 px; a width without a unit is in percent, full width when absent;
 * numbers are em, anything else is CSS as written). Its sizes are a constructable stylesheet
 * built from that text, never inline styles, so a strict CSP sees none. Hidden from assistive
 * technology, which meets the view a moment later. With `columns`, the bars fill that many
 * columns from 768 px wide, top to bottom (two address fields side by side), and stack below.
 * @example barsSkeleton('van-selector', '1.6/40 14:30') // a heading, then the cards (30em tall on phones)
 */
export function barsSkeleton(name: string, spec: string, columns = 1): SkeletonPainter {
  const bars = spec.split(' ');
  let css = '';
  const sized = (phone: boolean) =>
    bars
      .map((bar, index) => {
        const [heights = '', width] = bar.split('/');
        const [wide, narrow] = heights.split(':');
        const height = phone ? narrow : wide;
        const across = width && !phone ? `;inline-size:${/^[\d.]+$/.test(width) ? `${width}%` : width}` : '';
        return height ? `.sk-${name}>:nth-child(${index + 1}){block-size:${size(height)}${across}}` : '';
      })
      .join('');
  const grid =
    columns > 1
      ? `@media (min-width:768px){.sk-${name}{grid-auto-flow:column;grid-template-rows:repeat(${bars.length / columns},auto);column-gap:calc(var(--_space) * 2)}}`
      : '';
  return (root) => {
    css ||= `.sk-${name}{display:grid;gap:var(--_space);align-content:start}${sized(false)}@media (max-width:767.98px){${sized(true)}}${grid}`;
    adopt(root, barStyles, css);
    const box = append(root, 'div', { class: `sk-${name}`, 'aria-hidden': 'true' });
    for (const _ of bars) append(box, 'span', { class: 'hk-skeleton' });
  };
}
