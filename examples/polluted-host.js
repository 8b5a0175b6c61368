// A host page that does what old libraries and busy sites do, before Haulkit loads: global CSS
// rules with `!important`, `Array.prototype.toJSON` as Prototype.js 1.6 defined it (so
// `JSON.stringify([1])` gives '"[1]"'), enumerable properties on `Object.prototype` (which every
// `for … in` meets, as valibot's object schemas walk their entries), and its own React rendering
// its own component (an ES module build of React and ReactDOM at the URL given by `?react=`).
// `?clean` loads the same page without any of it; `?build=react` uses Haulkit's React build. The
// page records every `hk-change` it hears.
const params = new URLSearchParams(location.search);
const build = params.get('build') === 'react' ? '.react' : '';
const clean = params.has('clean');
window.haulkitEvents = [];

if (!clean) {
  const rules = document.createElement('link');
  rules.rel = 'stylesheet';
  rules.href = '/polluted-host-rules.css';
  document.head.append(rules);
  await new Promise((resolve) => rules.addEventListener('load', resolve, { once: true }));
  // Plain assignments, as the old libraries wrote them: the properties are enumerable.
  Array.prototype.toJSON = function toJSON() {
    return `[${this.map((value) => JSON.stringify(value)).join(', ')}]`;
  };
  Object.prototype.hostExtension = 'from the host page';
  // A name our own objects use too: a lookup that asks `'field' in request` or reads `.type` of
  // a plain object meets it.
  Object.prototype.type = 'host-type';
  Object.prototype.each = function each(visit) {
    for (const key of Object.keys(this)) visit(this[key], key);
  };
}

// `?older`: the JavaScript of the oldest browsers the README supports (Chrome and Edge 111,
// Safari 16.4, Firefox 121): what came later is taken away before Haulkit loads.
if (params.has('older')) {
  for (const [owner, name] of [
    [AbortSignal, 'any'],
    [Object, 'groupBy'],
    [Map, 'groupBy'],
    [Promise, 'withResolvers'],
    [URL, 'canParse'],
    [Array, 'fromAsync'],
    [Set.prototype, 'union'],
    [Set.prototype, 'intersection'],
    [Set.prototype, 'difference'],
    [globalThis, 'Iterator'],
  ]) {
    delete owner[name];
  }
}

const reactUrl = params.get('react');
if (!clean && reactUrl?.startsWith('/')) {
  // The host's own React: a counter, rendered before Haulkit loads.
  const { createElement, useState, createRoot } = await import(reactUrl);
  function Counter() {
    const [count, setCount] = useState(0);
    return createElement(
      'button',
      { type: 'button', id: 'host-counter', onClick: () => setCount(count + 1) },
      `The page's own React: ${count} clicks`,
    );
  }
  createRoot(document.getElementById('host-react')).render(createElement(Counter));
}

document.addEventListener('hk-change', (event) => {
  window.haulkitEvents.push(structuredClone(event.detail));
  const items = event.detail.move_items ?? [];
  document.getElementById('summary').textContent = items.length
    ? items.map((item) => `${item.quantity} × ${item.name}`).join('\n')
    : 'No items yet.';
});

await import(`/dist/haulkit${build}.js`);
