/**
 * `haulkit-server [--simulator]`: the reference server on `PORT` (default 4173), on 127.0.0.1 only;
 * `--simulator` serves the card-by-phone token and simulator routes (the gallery does);
 * `HAULKIT_CORS_ORIGINS` lists the partner origins allowed to call it from their pages
 * (`https://partner.example,https://shop.example`, or `*`). Stops cleanly on SIGINT and SIGTERM.
 */
import { readCliOptions } from './cli-options.js';
import { startServer } from './start-server.js';

const settings = readCliOptions(process.env, process.argv.slice(2));
if (!settings.ok) {
  console.error(settings.error.message);
  process.exit(1);
}
const server = await startServer(settings.options);
console.info(`Haulkit reference server: ${server.url}`);
const origins = settings.options.cors?.origins ?? [];
if (origins.length > 0) {
  console.info(`Partner origins allowed (CORS): ${origins === '*' ? 'any' : origins.join(', ')}`);
}

const stop = (): void => {
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
