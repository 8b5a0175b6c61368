/**
 * `haulkit-server [--simulator]`: the reference server on `PORT` (default 4173), on 127.0.0.1 only;
 * `--simulator` serves the card-by-phone simulator's routes (the gallery does).
 * Stops cleanly on SIGINT and SIGTERM.
 */
import { startServer } from './start-server.js';

/** The port when `PORT` is not set. */
const defaultPort = 4173;

const rawPort = process.env.PORT?.trim();
const port = rawPort ? Number(rawPort) : defaultPort;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a whole number from 0 to 65535, not ${JSON.stringify(process.env.PORT)}`);
  process.exit(1);
}

// The card-by-phone simulator's routes (the gallery's softphone) only when asked for.
const simulator = process.argv.slice(2).includes('--simulator');
const server = await startServer({ port, host: '127.0.0.1', simulator });
console.info(`Haulkit reference server: ${server.url}`);

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
