import { afterEach, describe, expect, it } from 'vitest';
import { rawText } from '../raw-text.mjs';
import { build, fixture, removeFixtures } from './fixture.mjs';

afterEach(removeFixtures);

describe('rawText: `?raw` imports give the text of the file', () => {
  it('makes the imported file a module whose default export is its text', async () => {
    const css = '.map {\n  color: red;\n}\n';
    const root = fixture({
      'entry.js': "import css from './style.css?raw';\nexport default css;\n",
      'style.css': css,
    });
    const { files } = await build(root, { entry: 'entry.js' }, [rawText()]);
    expect(files['entry.js'].code).toContain(`var css = ${JSON.stringify(css)};`);
    expect(Object.keys(files['entry.js'].modules)).toContain(`${root}/style.css?raw`);
  });

  it('leaves imports without `?raw` to the other plugins', async () => {
    const root = fixture({
      'entry.js': "export { value } from './value.js';\n",
      'value.js': 'export const value = 1;\n',
    });
    const { files } = await build(root, { entry: 'entry.js' }, [rawText()]);
    expect(files['entry.js'].code).toContain('const value = 1;');
  });
});
