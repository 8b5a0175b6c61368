'use client';
// The flow in a client component. The import registers the tags in the browser (on the server it
// registers nothing); useHaulkitEvent listens once the component has committed, so it hears the
// flow after hydration too (an `onhk-change` prop would not, until React renders it again).
import '@haulkit/elements/haulkit.js';
import type { HkQuoteFlowElement } from '@haulkit/elements';
import type {} from '@haulkit/elements/jsx-react';
import { useHaulkitEvent } from '@haulkit/react';
import { useRef, useState } from 'react';

export function Quote() {
  const flow = useRef<HkQuoteFlowElement>(null);
  const [changes, setChanges] = useState(0);
  useHaulkitEvent(flow, 'hk-change', () => setChanges((count) => count + 1));
  return (
    <>
      <p>
        Changes heard: <output id="changes">{changes}</output>
      </p>
      <hk-quote-flow ref={flow} session="consumer" category="furniture" />
    </>
  );
}
