// `?raw` imports: `import css from './x.css?raw'` gives the file's text as a string module. The
// route map takes maplibre's stylesheet this way, so the text arrives in a lazy chunk with the
// map and is adopted into the shadow root (a `<link>` would not reach inside it).
import { readFileSync } from 'node:fs';

/** `import css from 'x.css?raw'` gives the file's text (maplibre's stylesheet, lazy). */
export function rawText() {
  return {
    name: 'haulkit-raw-text',
    async resolveId(source, importer) {
      if (!source.endsWith('?raw')) return null;
      const resolved = await this.resolve(source.slice(0, -4), importer, { skipSelf: true });
      return resolved && `${resolved.id}?raw`;
    },
    load(id) {
      if (!id.endsWith('?raw')) return null;
      return `export default ${JSON.stringify(readFileSync(id.slice(0, -4), 'utf8'))};`;
    },
  };
}
