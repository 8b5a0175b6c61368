/**
 * `haulkit-server`: the reference server on `PORT` (default 4173), on 127.0.0.1 only.
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

const server = await startServer({ port, host: '127.0.0.1' });
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
