// Installs each consumer app's own dependencies into its cached folder (app-folder.mjs), before
// the packages exist: `npm test` (scripts/test.mjs) runs it beside the unit tests, so on a new
// machine the downloads (mostly waiting on the registry) are done by the time the apps are tested.
// Never fails the run: an app it could not prepare is installed whole by its test.
import { APPS, appFolder, npmInstall } from './app-folder.mjs';

const started = performance.now();
const results = await Promise.allSettled(APPS.map(async (app) => npmInstall(appFolder(app))));
results.forEach((result, at) => {
  if (result.status === 'rejected')
    console.warn(`${APPS[at]}: not prepared (${result.reason?.message ?? result.reason})`);
});
console.info(`consumer apps' own dependencies ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
