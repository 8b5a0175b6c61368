import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HaulkitRoot, tokensStyles } from '../src/index.js';

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

/** Renders `node` into the page; resolves with the first `.hk-root` once it is there. */
async function renderRoot(node: React.ReactNode): Promise<Element> {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  root.render(node);
  unmount = () => root.unmount();
  return vi.waitFor(() => container.querySelector('.hk-root') ?? Promise.reject());
}

describe('HaulkitRoot (React pages)', () => {
  it.each([
    [undefined, null],
    ['light', null],
    ['dark', 'dark'],
    ['flat', 'flat'],
  ] as const)(
    'theme %s gives the root data-theme %s, and the tokens are adopted into the document once',
    async (theme, data) => {
      const box = await renderRoot(
        <HaulkitRoot {...(theme ? { theme } : {})}>
          <p>Inside</p>
          <HaulkitRoot>
            <p>Nested</p>
          </HaulkitRoot>
        </HaulkitRoot>,
      );
      expect(box.getAttribute('data-theme')).toBe(data);
      expect(box.textContent).toBe('InsideNested');
      const tokens = document.adoptedStyleSheets.filter((sheet) =>
        [...sheet.cssRules].some((rule) => rule.cssText.includes('--_accent')),
      );
      expect(document.adoptedStyleSheets.length).toBeGreaterThan(0);
      expect(tokens.length).toBeLessThanOrEqual(1);
      expect(tokensStyles).toContain('--hk-color-accent');
    },
  );

  it.each([
    [undefined, null],
    ['es-ES', 'es-ES'],
    ['en-IE', 'en-IE'],
    ['en-GB', 'en-GB'],
    ['fr-FR', 'en-GB'],
  ] as const)(
    'locale %s gives the root lang %s (a screen reader speaks the pieces in their language)',
    async (locale, lang) => {
      const box = await renderRoot(
        <HaulkitRoot {...(locale ? { locale } : {})}>
          <p>Inside</p>
        </HaulkitRoot>,
      );
      expect(box.getAttribute('lang')).toBe(lang);
    },
  );
});
