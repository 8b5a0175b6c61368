import type { Ports } from '@haulkit/core';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { answer, readForm, readJson } from './request.js';
import { LatLngSchema, MapsOptionsEntries, TextSchema } from './schemas.js';

/** Form of POST /ajax-track (docs/behaviour/quote-flow.md §7), sent on exit intent. */
const TrackStageFormSchema = v.object({ process: TextSchema, stage: TextSchema, step: TextSchema });

/** Body of POST /ajax-google-directions-log: the directions request as sent to the maps service. */
export const DirectionsRequestSchema = v.object({
  origin: LatLngSchema,
  destination: LatLngSchema,
  waypoints: v.optional(v.array(LatLngSchema)),
  ...MapsOptionsEntries,
});

/**
 * The marketplace calls outside `/ng`: the trust rating (`/trust-rating.json`, the configured
 * address of this server), exit-intent tracking, the directions log, the operator's telephony
 * call and the price-adjustment bearer (`/api/cookie/get-token`).
 */
export function addSiteRoutes(app: Hono, ports: Ports): void {
  app.get('/trust-rating.json', async (c) => answer(c, await ports.quote.getTrustRating(c.req.raw.signal)));
  app.post('/ajax-track', async (c) => {
    const form = await readForm(c, TrackStageFormSchema);
    if (!form.ok) return form.response;
    return answer(c, await ports.quote.trackStage(form.value, c.req.raw.signal));
  });
  app.post('/ajax-google-directions-log', async (c) => {
    const body = await readJson(c, DirectionsRequestSchema);
    if (!body.ok) return body.response;
    return answer(c, await ports.quote.logDirections(body.value, c.req.raw.signal));
  });
  app.get('/administer/telephony/call-info', async (c) =>
    answer(c, await ports.admin.getTelephonyCallInfo(c.req.raw.signal)),
  );
  app.get('/api/cookie/get-token', async (c) => answer(c, await ports.admin.getPriceAdjustmentToken(c.req.raw.signal)));
}
