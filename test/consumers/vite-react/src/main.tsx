// A partner's React 19 page built by Vite, as the README tells it: the one import registers the
// tags, the type import puts them in React's JSX, and React's own event prop hears the flow's
// changes (the page is rendered in the browser, not hydrated).
import '@haulkit/elements/haulkit.js';
import type {} from '@haulkit/elements/jsx-react';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [changes, setChanges] = useState(0);
  return (
    <main>
      <h1>Get a quote</h1>
      <p>
        Changes heard: <output id="changes">{changes}</output>
      </p>
      <hk-quote-flow session="consumer" category="furniture" onhk-change={() => setChanges((count) => count + 1)} />
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
