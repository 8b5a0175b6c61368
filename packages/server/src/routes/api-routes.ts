import type { Ports } from '@haulkit/core';
import { Hono } from 'hono';
import { commonErrorBody } from '../error-bodies.js';
import { addAdminPrelistingRoutes } from './admin-prelisting-routes.js';
import { addAdminToolRoutes, addTestLabRoutes } from './admin-tool-routes.js';
import { BearerTokens } from './bearer-tokens.js';
import { addCatalogueRoutes } from './catalogue-routes.js';
import { addMapsRoutes } from './maps-routes.js';
import { addPaymentRoutes } from './payment-routes.js';
import { addPrelistingRoutes } from './prelisting-routes.js';
import { PrelistingStore } from './prelisting-store.js';
import { addPriceAdjustmentRoutes } from './price-adjustment-routes.js';
import { addSiteRoutes } from './site-routes.js';
import { addUserRoutes } from './user-routes.js';

/** A group of routes under `prefix` whose unknown paths answer the §8 404 body. */
function mount(app: Hono, prefix: string, add: (routes: Hono) => void): void {
  const routes = new Hono();
  add(routes);
  routes.all('*', (c) => c.json(commonErrorBody('not_found'), 404));
  app.route(prefix, routes);
}

/**
 * Every port method at the path its TSDoc names: the marketplace under `/ng` and at the root
 * (the maps calls too, in its geolocator and listings families), the card-by-phone service
 * under `/pay`, the price adjustment service under `/price-adjustment-service` and the test lab
 * under `/test-lab`.
 */
export function addApiRoutes(
  app: Hono,
  ports: Ports,
  nowMs: () => number,
  { simulator = false }: { simulator?: boolean } = {},
): void {
  const bearers = new BearerTokens(nowMs);
  mount(app, '/ng', (ng) => {
    addPrelistingRoutes(ng, ports.quote, new PrelistingStore(nowMs));
    addAdminPrelistingRoutes(ng, ports.admin);
    addCatalogueRoutes(ng, ports.quote);
    addUserRoutes(app, ng, ports.quote);
    addAdminToolRoutes(app, ng, ports.admin);
    addMapsRoutes(ng, ports.maps);
  });
  mount(app, '/pay', (routes) => addPaymentRoutes(app, routes, ports.payment, bearers, simulator));
  mount(app, '/price-adjustment-service', (routes) => addPriceAdjustmentRoutes(routes, ports.admin));
  mount(app, '/test-lab', (routes) => addTestLabRoutes(routes, ports.admin));
  addSiteRoutes(app, ports);
}
