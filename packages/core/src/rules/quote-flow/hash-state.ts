/**
 * The flow's step in the page's hash (`url-state="hash"`): one namespaced parameter per
 * session, `hk-step.<session>=<step>`, written so a host router that uses the hash keeps its route.
 *
 * How the hash is read (what is not ours is kept byte for byte, order and encoding included):
 * - empty: ours is the whole hash, `#hk-step.default=listing-price-options`;
 * - a parameter list (`#a=1&b=2`: every `&` part is `name=value`, no `/` in a name): ours joins it
 *   with `&`;
 * - anything else is the host's route or anchor (`#/shop/12`, `#!/shop`, `#section`): ours go
 *   after a `?`, as a hash router reads a query (`#/shop/12?hk-step.default=…`); when the route
 *   already has a `?query`, ours joins it with `&`.
 *
 * An anchor (`#section`) is kept, with ours after `?`: the browser already scrolled to it when
 * the page loaded, removing ours gives it back exactly, and element ids rarely hold a `?`. While
 * our parameter is in the hash the anchor no longer matches `:target` (the price of sharing one
 * hash; a page that styles `:target` should not turn url-state on).
 *
 * A parameter with no step left leaves nothing behind: removing ours from `#/shop/12?hk-step.a=x`
 * gives `#/shop/12`, from `#hk-step.a=x` gives `` (no `#`). The one thing not restored is a bare
 * trailing `?` the host wrote with no query (`#/shop?` comes back as `#/shop`).
 */

/** The prefix of every flow's hash parameter: `hk-step.<session key, URI-encoded>`. */
export const FLOW_HASH_PREFIX = 'hk-step.';

/** The hash parameter of a session's flow: `hk-step.` and the key, URI-encoded. */
export function flowHashParameter(sessionKey: string): string {
  return FLOW_HASH_PREFIX + encodeURIComponent(String(sessionKey ?? ''));
}

interface SplitHash {
  /** The host's part before the query: a route, an anchor, or '' (empty or a bare parameter list). */
  route: string;
  /** Whether the query follows a `?` (false for an empty hash or a bare parameter list). */
  question: boolean;
  /** The query's `&` parts, as written. */
  parts: string[];
}

const PARAMETER = /^[^/=&?#]+=/;

function splitHash(hash: string): SplitHash {
  const body = String(hash ?? '').replace(/^#/, '');
  if (body === '') return { route: '', question: false, parts: [] };
  const at = body.indexOf('?');
  if (at >= 0) {
    const query = body.slice(at + 1);
    return { route: body.slice(0, at), question: true, parts: query === '' ? [] : query.split('&') };
  }
  const parts = body.split('&');
  if (parts.every((part) => PARAMETER.test(part))) return { route: '', question: false, parts };
  return { route: body, question: false, parts: [] };
}

function joinHash({ route, question, parts }: SplitHash): string {
  const query = parts.join('&');
  if (query === '') return route === '' ? '' : `#${route}`;
  if (route === '' && !question) return `#${query}`;
  return `#${route}?${query}`;
}

const decode = (text: string): string | null => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};

const nameOf = (part: string) => {
  const at = part.indexOf('=');
  return at < 0 ? part : part.slice(0, at);
};

/** True when a query part is the session's parameter (as we write it, or re-encoded by someone else). */
function isOurs(part: string, sessionKey: string): boolean {
  const name = nameOf(part);
  return name === flowHashParameter(sessionKey) || decode(name) === FLOW_HASH_PREFIX + String(sessionKey ?? '');
}

/**
 * The step a session's parameter holds in a hash (`location.hash`, with or without `#`), or
 * null when the hash has none (or an empty or badly encoded one). The step is returned as
 * written: whether it is a step of this flow is the caller's question.
 * @example readFlowHash('#/shop/12?x=1&hk-step.default=listing-price-options', 'default') // 'listing-price-options'
 * @example readFlowHash('#section', 'default') // null
 */
export function readFlowHash(hash: string, sessionKey: string): string | null {
  const part = splitHash(hash).parts.find((each) => isOurs(each, sessionKey));
  if (part === undefined || !part.includes('=')) return null;
  const value = decode(part.slice(part.indexOf('=') + 1));
  return value === null || value.trim() === '' ? null : value;
}

/**
 * The hash with a session's parameter set to `step` (replacing the first one, dropping
 * duplicates), or removed when `step` is null; every other part of the hash is kept as written.
 * Returns '' for an empty hash, else a string starting with `#`.
 * @example writeFlowHash('', 'default', 'listing-price-options') // '#hk-step.default=listing-price-options'
 * @example writeFlowHash('#/shop/12', 'default', 'listing-price-options') // '#/shop/12?hk-step.default=listing-price-options'
 * @example writeFlowHash('#/shop/12?x=1&hk-step.default=listing-furniture', 'default', null) // '#/shop/12?x=1'
 */
export function writeFlowHash(hash: string, sessionKey: string, step: string | null): string {
  const split = splitHash(hash);
  const ours = step === null || step === '' ? null : `${flowHashParameter(sessionKey)}=${encodeURIComponent(step)}`;
  const parts: string[] = [];
  let placed = false;
  for (const part of split.parts) {
    if (!isOurs(part, sessionKey)) parts.push(part);
    else if (ours !== null && !placed) {
      parts.push(ours);
      placed = true;
    }
  }
  if (ours !== null && !placed) parts.push(ours);
  const question = split.question || (split.route !== '' && parts.length > 0);
  return joinHash({ route: split.route, question, parts });
}

/**
 * The host's part of a hash: the hash with every flow's parameter (`hk-step.*`) removed. Two
 * history entries with the same host part differ only in flow steps; a different host part means
 * the host navigated (its router, or a link to an anchor).
 * @example flowHashHost('#/shop/12?x=1&hk-step.a=listing-price-options&hk-step.b=listing-items') // '#/shop/12?x=1'
 */
export function flowHashHost(hash: string): string {
  const split = splitHash(hash);
  const parts = split.parts.filter((part) => !(decode(nameOf(part)) ?? nameOf(part)).startsWith(FLOW_HASH_PREFIX));
  return joinHash({ ...split, question: split.question && parts.length > 0, parts });
}
