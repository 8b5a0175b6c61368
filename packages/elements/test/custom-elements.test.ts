// The committed contract (custom-elements.json, the VS Code custom data, src/tags.ts,
// src/jsx-react.ts and the docs pages) is what scripts/custom-elements.mjs writes from the doc
// comments and the attribute schemas: a change to either without `npm run manifest` fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, without types.
import { generate } from '../../../scripts/custom-elements.mjs';
import { allElements } from '../src/elements.js';

interface Attribute {
  name: string;
  type: { text: string };
  description: string;
  default?: string;
  fieldName: string;
}
interface Declaration {
  tagName: string;
  summary: string;
  description: string;
  attributes: Attribute[];
  members: { name: string; attribute?: string; readonly?: boolean; description: string; type: { text: string } }[];
  events: { name: string; type: { text: string }; description: string }[];
  cssParts: { name: string; description: string }[];
  cssProperties: { name: string; description: string }[];
}
interface Generated {
  manifest: { schemaVersion: string; modules: { path: string; declarations: Declaration[] }[] };
  files: Map<string, string>;
}

// The repository's root (happy-dom's URL cannot make a file path of import.meta.url).
const root = join(import.meta.dirname, '../../..');
let generated: Generated;

/** The value, or a failure naming what is missing. */
function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`missing: ${what}`);
  return value;
}
let byTag: Map<string, Declaration>;

// Generating reads every element's source with the TypeScript analyser: seconds, more on a busy machine.
beforeAll(async () => {
  generated = await generate();
  byTag = new Map(
    generated.manifest.modules.map((module) => [
      need(module.declarations[0], module.path).tagName,
      need(module.declarations[0], module.path),
    ]),
  );
}, 60_000);

describe('the elements contract (custom-elements.json and what is generated from it)', () => {
  it('the committed files are what `npm run manifest` writes', () => {
    expect([...generated.files.keys()]).toContain('packages/elements/custom-elements.json');
    expect(generated.files.size).toBe(allElements.length + 5);
    for (const [path, text] of generated.files) {
      expect(readFileSync(join(root, path), 'utf8'), `${path} is stale: run npm run manifest`).toBe(text);
    }
  });

  it('has every registered tag, with every attribute it observes described and a property for each', () => {
    expect(generated.manifest.schemaVersion).toMatch(/^2\./);
    expect([...byTag.keys()].sort()).toEqual(allElements.map((element) => `hk-${element.name}`).sort());
    for (const element of allElements) {
      const declaration = need(byTag.get(`hk-${element.name}`), `hk-${element.name}`);
      expect(declaration.summary.length, element.name).toBeGreaterThan(20);
      expect(declaration.attributes.map((attribute) => attribute.name)).toEqual([...element.attributes]);
      for (const attribute of declaration.attributes)
        expect(attribute.description.length, attribute.name).toBeGreaterThan(10);
      const [reflected, readOnly] = [
        declaration.members.filter((member) => !member.readonly),
        declaration.members.filter((member) => member.readonly),
      ];
      expect(reflected.map((member) => member.attribute)).toEqual([...element.attributes]);
      for (const member of readOnly) expect(member.description.length, member.name).toBeGreaterThan(10);
      for (const list of [declaration.events, declaration.cssParts, declaration.cssProperties])
        for (const entry of list) expect(entry.description.length, `${element.name} ${entry.name}`).toBeGreaterThan(5);
      expect(declaration.events.map((event) => event.name)).toContain('hk-error');
      expect(declaration.cssParts.map((part) => part.name)).toEqual(expect.arrayContaining(['root', 'error']));
    }
  });

  it('writes fixed sets of values as unions, and defaults where the schema has them', () => {
    const quoteFlow = need(byTag.get('hk-quote-flow'), 'hk-quote-flow');
    const attribute = (declaration: Declaration, name: string) =>
      need(
        declaration.attributes.find((a) => a.name === name),
        name,
      );
    expect(attribute(quoteFlow, 'theme')).toMatchObject({ type: { text: '"light" | "dark" | "flat"' } });
    expect(attribute(quoteFlow, 'locale').type.text).toBe('"en-GB" | "en-IE" | "es-ES"');
    expect(attribute(quoteFlow, 'url-state').type.text).toBe('"hash"');
    expect(attribute(quoteFlow, 'session').default).toBe('"default"');
    expect(attribute(quoteFlow, 'exit-intent').type.text).toBe('string');
    expect(attribute(need(byTag.get('hk-card-by-phone'), 'hk-card-by-phone'), 'currency').type.text).toBe(
      '"GBP" | "EUR"',
    );
    expect(attribute(need(byTag.get('hk-item-picker'), 'hk-item-picker'), 'category-id')).toMatchObject({
      type: { text: 'number' },
      default: '1',
    });
    expect(attribute(need(byTag.get('hk-route-map'), 'hk-route-map'), 'static')).toMatchObject({
      type: { text: 'boolean' },
      default: 'false',
    });
    expect(attribute(need(byTag.get('hk-removal-inventory'), 'hk-removal-inventory'), 'property-type').type.text).toBe(
      '"studio" | "1-bed-flat" | "2-bed-flat" | "2-bed-house" | "3-bed-house" | "4-bed-house"',
    );
    const proceed = quoteFlow.events.find((event) => event.name === 'hk-proceed');
    expect(proceed?.type.text).toBe('CustomEvent<ProceedDetail>');
  });

  it('gives VS Code every tag and attribute, with the values of the fixed sets', () => {
    const data = JSON.parse(
      need(generated.files.get('packages/elements/vscode.html-custom-data.json'), 'VS Code data'),
    ) as {
      tags: { name: string; attributes: { name: string; values?: { name: string }[]; valueSet?: string }[] }[];
    };
    expect(data.tags.map((tag) => tag.name)).toEqual([...byTag.keys()]);
    for (const tag of data.tags) {
      expect(tag.attributes.map((attribute) => attribute.name)).toEqual(
        need(byTag.get(tag.name), tag.name).attributes.map((a) => a.name),
      );
      expect(tag.attributes.find((attribute) => attribute.name === 'theme')?.values).toEqual([
        { name: 'light' },
        { name: 'dark' },
        { name: 'flat' },
      ]);
    }
    const routeMap = need(
      data.tags.find((tag) => tag.name === 'hk-route-map'),
      'hk-route-map',
    );
    expect(routeMap.attributes.find((attribute) => attribute.name === 'static')?.valueSet).toBe('v');
  });

  it("types every tag for the DOM in src/tags.ts, with no framework's types, and for React's JSX in src/jsx-react.ts", () => {
    const tags = need(generated.files.get('packages/elements/src/tags.ts'), 'tags.ts');
    const jsx = need(generated.files.get('packages/elements/src/jsx-react.ts'), 'jsx-react.ts');
    for (const tag of byTag.keys()) {
      expect(tags).toMatch(new RegExp(`^    '${tag}': Hk\\w+Element;$`, 'm'));
      expect(jsx).toMatch(new RegExp(`^      '${tag}': HaulkitJsxProps<`, 'm'));
    }
    // A Vue, Svelte or plain TypeScript project has no React types to read.
    expect(tags).not.toMatch(/from 'react'|namespace JSX|onhk-/);
    expect(jsx).toMatch(/^declare module 'react' \{$/m);
  });
});

describe('read-only properties (@readonly)', () => {
  it('<hk-card-by-phone> documents paymentStatus: read-only, typed as the hk-payment-status detail', () => {
    const declaration = need(byTag.get('hk-card-by-phone'), 'hk-card-by-phone');
    expect(declaration.members.filter((member) => member.readonly)).toEqual([
      expect.objectContaining({
        name: 'paymentStatus',
        type: { text: "HaulkitEventMap['hk-payment-status']['detail'] | undefined" },
      }),
    ]);
  });

  it('every element that emits hk-change documents listing: read-only, typed as the hk-change detail', () => {
    const telling = [...byTag.values()].filter((declaration) =>
      declaration.events.some((event) => event.name === 'hk-change'),
    );
    expect(telling.map((declaration) => declaration.tagName).sort()).toEqual(
      allElements
        .map((element) => `hk-${element.name}`)
        .filter((tag) => tag !== 'hk-card-by-phone')
        .sort(),
    );
    for (const declaration of telling) {
      expect(
        declaration.members.filter((member) => member.readonly),
        declaration.tagName,
      ).toEqual([
        expect.objectContaining({
          name: 'listing',
          type: { text: "HaulkitEventMap['hk-change']['detail'] | undefined" },
          description: expect.stringContaining('raises no event'),
        }),
      ]);
    }
  });
});
