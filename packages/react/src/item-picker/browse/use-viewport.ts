import { useMemo } from 'react';
import { MOBILE_QUERY, PHONE_QUERY, useMediaQuery } from '../../common/use-media-query.js';

/** The layout classes of §9 the item picker follows: mobile below 992 px, phone below 768 px. */
export interface Viewport {
  mobile: boolean;
  phone: boolean;
}

/** The viewport's layout class, kept current as the window changes size. */
export function useViewport(): Viewport {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const phone = useMediaQuery(PHONE_QUERY);
  return useMemo(() => ({ mobile, phone }), [mobile, phone]);
}
