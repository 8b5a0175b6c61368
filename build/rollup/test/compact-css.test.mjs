import { afterEach, describe, expect, it } from 'vitest';
import { compactCss } from '../compact-css.mjs';
import { build, fixture, removeFixtures } from './fixture.mjs';

afterEach(removeFixtures);

const sheet = 'export const sheet = `\n  .hk-row > .hk-cell {\n    color: red;\n    margin: 0 auto;\n  }\n`;\n';

describe('compactCss: the CSS of a styles module without its white space', () => {
  it('collapses the white space of the template literals of a `.styles.ts` module', async () => {
    const root = fixture({ 'entry.js': "export { sheet } from './row.styles.ts';\n", 'row.styles.ts': sheet });
    const { files } = await build(root, { entry: 'entry.js' }, [compactCss()]);
    expect(files['entry.js'].code).toContain('const sheet = `.hk-row>.hk-cell{color:red;margin:0 auto}`;');
  });

  it('leaves a literal with an interpolation, and modules that are not styles, as they are', async () => {
    const root = fixture({
      'entry.js': "export { sheet } from './other.ts';\nexport { themed } from './themed.styles.ts';\n",
      'other.ts': sheet,
      'themed.styles.ts': `const size = 2;\nexport const themed = \`\n  .a {\n    width: \${size}px;\n  }\n\`;\n`,
    });
    const { files } = await build(root, { entry: 'entry.js' }, [compactCss()]);
    expect(files['entry.js'].code).toContain('`\n  .hk-row > .hk-cell {\n    color: red;');
    expect(files['entry.js'].code).toContain(`\`\n  .a {\n    width: \${size}px;\n  }\n\``);
  });
});
