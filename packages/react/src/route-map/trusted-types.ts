import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

/**
 * The address of maplibre's worker as the build emits it, beside the maplibre chunk (rollup's
 * `haulkit-worker-url` plugin; Vite resolves `?url` itself). Only an address: the worker loads
 * with the map.
 */
export const MAPLIBRE_WORKER_URL: string = workerUrl;

/**
 * The one Trusted Types policy Haulkit creates. A strict page names it in its CSP
 * (`trusted-types haulkit-maplibre`, as the reference server does), and everything else stays
 * refused: maplibre's worker is the only script URL the map needs, and the map needs no HTML.
 */
export const MAPLIBRE_POLICY_NAME = 'haulkit-maplibre';

/** What the policy gives: a TrustedScriptURL, which stringifies to its URL. */
type TrustedScriptUrl = object;

interface ScriptUrlPolicy {
  createScriptURL(url: string): TrustedScriptUrl;
}

interface TrustedTypeFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}

/** Shared by every copy of this module on the page (two bundles, two runtimes): one policy per page. */
interface PolicyStore {
  /** The policy; null where the browser has no Trusted Types or the page refused the name; undefined until asked. */
  policy: ScriptUrlPolicy | null | undefined;
  /** The only script URLs the policy lets through: the maplibre workers the builds emit. */
  readonly allowed: Set<string>;
}

const STORE = Symbol.for('haulkit.maplibre-policy@1');

function policyStore(): PolicyStore {
  const root = globalThis as typeof globalThis & { [STORE]?: PolicyStore };
  root[STORE] ??= { policy: undefined, allowed: new Set() };
  return root[STORE];
}

/**
 * The page's `haulkit-maplibre` policy, created on first need and kept on a global key, so a
 * page that loads Haulkit twice (both runtimes, or two versions) creates it once: a second
 * `createPolicy` with the same name throws under a strict CSP. Its `createScriptURL` lets through
 * only the URLs `allowScriptUrl` listed and throws for anything else. Null where there is no
 * Trusted Types (plain strings work there) or the page refused the policy.
 */
export function maplibrePolicy(): ScriptUrlPolicy | null {
  const store = policyStore();
  if (store.policy !== undefined) return store.policy;
  const factory = (globalThis as { trustedTypes?: TrustedTypeFactory }).trustedTypes;
  if (typeof factory?.createPolicy !== 'function') {
    store.policy = null;
    return null;
  }
  try {
    store.policy = factory.createPolicy(MAPLIBRE_POLICY_NAME, {
      createScriptURL(url) {
        if (store.allowed.has(url)) return url;
        throw new TypeError(`${MAPLIBRE_POLICY_NAME}: “${url}” is not the map's worker`);
      },
    });
  } catch {
    // The page's CSP does not list the name (or another script took it): no policy of ours.
    store.policy = null;
  }
  return store.policy;
}

/** Adds a URL to the few the policy lets through. */
function allowScriptUrl(url: string): void {
  policyStore().allowed.add(url);
}

/** The part of maplibre-gl this module drives. */
export interface WorkerSettings {
  getWorkerUrl(): string;
  setWorkerUrl(value: string): void;
}

/**
 * maplibre reads its worker URL as a string (`endsWith`, `split`) before it calls
 * `new Worker(url)`; a TrustedScriptURL stringifies to the URL but has no string methods, so it
 * gets those two, and the Worker constructor still receives the trusted value.
 */
function asWorkerUrl(trusted: TrustedScriptUrl, url: string): string {
  return Object.assign(trusted, { endsWith: url.endsWith.bind(url), split: url.split.bind(url) }) as unknown as string;
}

/**
 * Points maplibre at its worker through the `haulkit-maplibre` policy, where the page has
 * Trusted Types: under `require-trusted-types-for 'script'` a plain string cannot construct a
 * Worker. `workerHref` is the worker the build emits beside the maplibre chunk. A worker on
 * another origin (a CDN) is started from a same-origin blob that imports it, as maplibre itself
 * does; the policy allows exactly that blob. Without Trusted Types, or without a worker address
 * (an unbundled run), maplibre finds its worker itself.
 */
export function trustMapLibreWorker(maplibregl: WorkerSettings, workerHref: string | undefined): void {
  const page = globalThis.location;
  if (!workerHref || !page || maplibregl.getWorkerUrl()) return;
  const policy = maplibrePolicy();
  if (!policy) return;
  let url = new URL(workerHref, page.href).href;
  if (new URL(url).origin !== page.origin) {
    const source = new Blob([`import ${JSON.stringify(url)};`], { type: 'text/javascript' });
    url = URL.createObjectURL(source);
  }
  allowScriptUrl(url);
  maplibregl.setWorkerUrl(asWorkerUrl(policy.createScriptURL(url), url));
}

/** Forgets the policy this page made (unit tests only: a real page keeps its policy). */
export function resetMapLibrePolicy(): void {
  const store = policyStore();
  store.policy = undefined;
  store.allowed.clear();
}
