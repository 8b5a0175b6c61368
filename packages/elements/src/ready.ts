/**
 * The runtime and the views already evaluated on the page, by tag. A view module registers itself
 * as it loads (plain-view.tsx), and the runtime too (runtime.tsx), so an element whose code is in
 * memory already (another element of its tag loaded it, or the host page imported it ahead)
 * shows its view at once, in its first paint: no skeleton, no frame, no layout read.
 */
import type { ComponentType } from 'react';
import type { MountedView, ViewProps } from './view-types.js';

/** What the shell needs of the runtime module. */
export interface Runtime {
  mountView(box: HTMLElement, View: ComponentType<ViewProps>, host: HTMLElement): MountedView;
}

const views = new Map<string, ComponentType<ViewProps>>();
let runtime: Runtime | undefined;

/** Called by a view module as it loads, with its tag (without the prefix). */
export function viewReady(tag: string, View: ComponentType<ViewProps>): void {
  views.set(tag, View);
}

/** Called by the runtime module as it loads. */
export function runtimeReady(loaded: Runtime): void {
  runtime = loaded;
}

/** The runtime and the view of a tag when both are in memory. */
export function readyView(tag: string): [Runtime, { default: ComponentType<ViewProps> }] | undefined {
  const View = views.get(tag);
  return runtime && View ? [runtime, { default: View }] : undefined;
}
