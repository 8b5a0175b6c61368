// How much of the JavaScript an embedding's first screen loads has run by the time the screen is
// up: Chromium's own coverage (block by block), for the light build. Code that loads but has not
// run is what lazy loading could still take out of the first screen; what has run is the floor
// lazy loading alone cannot go under.
//
//   node test/size/coverage.mjs [--phase used|whole] [embedding …]
//
// (partner-page by default; see test/size/embeddings.mjs). `--phase` drives the embedding through
// its phases up to that one (the first, "shown", by default): what has run by then is the floor of
// that phase's budget.
//
// For each file: its size, the share of its characters that ran, its gzip, and the gzip of the
// code that ran cut out of it and compressed alone (an estimate: the floor of that file). Idle
// time is let run for 2 s after the screen shows, as `npm run size`'s "shown" phase does.
import { gzipSync } from 'node:zlib';
import { EMBEDDINGS, newContext, openBrowser } from './embeddings.mjs';

const args = process.argv.slice(2);
const phaseAt = args.indexOf('--phase');
const phase = phaseAt === -1 ? null : args.splice(phaseAt, 2)[1];
const wanted = args;
const embeddings = EMBEDDINGS.filter((embedding) =>
  wanted.length ? wanted.includes(embedding.id) : embedding.id === 'partner-page',
);
if (embeddings.length === 0) {
  console.error(`No such embedding: ${wanted.join(', ')} (${EMBEDDINGS.map((e) => e.id).join(', ')})`);
  process.exit(2);
}

const kB = (bytes) => (bytes / 1000).toFixed(1);
const session = await openBrowser();
try {
  for (const embedding of embeddings) {
    const context = await newContext(session);
    const page = await context.newPage();
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto(new URL(embedding.path('light'), session.server.url).href);
    const phases = embedding.phases.slice(0, phase ? embedding.phases.indexOf(phase) + 1 : 1);
    if (phases.length === 0) {
      console.error(`${embedding.id} has no phase ${phase} (${embedding.phases.join(', ')})`);
      process.exitCode = 2;
      continue;
    }
    for (const name of phases) await embedding.steps[name](page);
    await page.waitForTimeout(2000);
    const entries = await page.coverage.stopJSCoverage();
    await context.close();
    const rows = [];
    for (const { url, source = '', functions } of entries) {
      const path = new URL(url).pathname;
      if (!path.startsWith('/dist/') || path.includes('/maplibre/')) continue;
      // Ranges nest, outer first: a block's count overrides the function's around it.
      const ran = new Uint8Array(source.length);
      for (const { ranges } of functions)
        for (const { startOffset, endOffset, count } of ranges) ran.fill(count > 0 ? 1 : 0, startOffset, endOffset);
      let used = '';
      for (let at = 0; at < source.length; at += 1) if (ran[at]) used += source[at];
      rows.push({
        file: path.replace('/dist/', ''),
        raw: source.length,
        ran: used.length,
        gzip: gzipSync(source, { level: 9 }).length,
        ranGzip: gzipSync(used, { level: 9 }).length,
      });
    }
    rows.sort((a, b) => b.gzip - a.gzip);
    const total = (key) => rows.reduce((sum, row) => sum + row[key], 0);
    console.info(`\n${embedding.label}, ${phases.at(-1)} (light build): ${rows.length} files\n`);
    console.info('| file | raw kB | ran | gzip kB | gzip of what ran kB |\n| --- | --- | --- | --- | --- |');
    for (const row of rows)
      console.info(
        `| ${row.file} | ${kB(row.raw)} | ${Math.round((100 * row.ran) / row.raw)} % | ${kB(row.gzip)} | ${kB(row.ranGzip)} |`,
      );
    console.info(
      `| all | ${kB(total('raw'))} | ${Math.round((100 * total('ran')) / total('raw'))} % | ${kB(total('gzip'))} | ${kB(total('ranGzip'))} |`,
    );
  }
} finally {
  await session.close();
}
