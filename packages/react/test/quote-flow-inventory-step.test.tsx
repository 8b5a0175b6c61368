import { configure, getQuoteSession, type StepFlowSession, withQuoteFlow, withStepFlow } from '@haulkit/core';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeQuoteApi } from '../../../test/unit/dom.js';
import { QuoteFlow } from '../src/index.js';

/** A quote session with the flow's steps (`withStepFlow`). */
const stepFlowSession = (...args: Parameters<typeof getQuoteSession>): StepFlowSession =>
  withStepFlow(getQuoteSession(...args));
/** The step flow of a session. */
const flowOf = (session: Parameters<typeof withQuoteFlow>[0]): StepFlowSession => withStepFlow(withQuoteFlow(session));

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  document.body.replaceChildren();
});

describe('QuoteFlow, a house move: the removal item list is reachable from the inventory (docs/behaviour/quote-flow.md §2)', () => {
  it('“Find items by name instead” goes to the removal item list (still step 1); “Add items room by room” comes back', async () => {
    const key = 'flow-inventory-step';
    configure({ drafts: false, api: fakeQuoteApi() }, key);
    const session = flowOf(stepFlowSession(key));
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(<QuoteFlow session={key} category="house-move" />);
    unmount = () => root.unmount();
    const text = (selector: string) => container.querySelector(selector)?.textContent ?? null;
    const button = (name: string) =>
      [...container.querySelectorAll('button')].find((element) => element.textContent?.trim() === name);

    await vi.waitFor(() => expect(button('Find items by name instead')).toBeDefined());
    expect(text('[part=flow-title]')).toBe('Your move');
    button('Find items by name instead')?.click();
    await vi.waitFor(() => expect(session.$flow.get().step).toBe('listing-items'));
    await vi.waitFor(() => expect(text('[part=flow-title]')).toBe('Your job'));
    expect(text('[part=flow-progress]')).toBe('Step 1 of 2');

    await vi.waitFor(() => expect(button('Add items room by room')).toBeDefined());
    button('Add items room by room')?.click();
    await vi.waitFor(() => expect(session.$flow.get().step).toBe('listing-inventory'));
    await vi.waitFor(() => expect(text('[part=flow-title]')).toBe('Your move'));
  });
});
