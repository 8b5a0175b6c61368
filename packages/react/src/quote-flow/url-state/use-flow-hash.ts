import { lazyImport, type StepFlowSession } from '@haulkit/core';
import { useEffect } from 'react';

/** The hash's code is its own module, fetched only by a flow with `url-state="hash"`. */
const loadFlowHash = lazyImport(
  () => import('./flow-hash.js'),
  (module) => module.followFlowHash,
);

/**
 * Keeps a flow's step in the page's hash (`url-state="hash"`): see followFlowHash. Its
 * module loads only when `enabled`, so a flow without `url-state` does not pay for it. Removes its
 * listeners on unmount; off when `enabled` is false.
 */
export function useFlowHash(session: StepFlowSession, sessionKey: string, enabled: boolean): void {
  useEffect(() => {
    if (!enabled || typeof window === 'undefined' || typeof history === 'undefined') return;
    let stop: (() => void) | undefined;
    let live = true;
    loadFlowHash().then(
      (follow) => {
        if (live) stop = follow(session, sessionKey);
      },
      // A hash that cannot load leaves the flow as it is: Back leaves the page, as without it.
      () => undefined,
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [session, sessionKey, enabled]);
}
