import { RouteTable, type RouteGroup } from '@academy/platform';
import { type QueryDeps } from './deps.js';
import { registryRoutes } from './registry/route.js';
import { profilesRoutes } from './profiles/route.js';
import { userStatusRoute } from './user-status/route.js';
import { auditRoutes } from './audit/route.js';
import { adminUsersRoutes } from './admin-users/route.js';
import { userShipmentsRoute } from './shipments/route.js';

/** Every query endpoint with its requirement: read-only, over read models (and the write side for authorization). */
export const queryRoutes = (deps: QueryDeps): RouteGroup =>
  new RouteTable(deps.access)
    .use(registryRoutes(deps))
    .use(userStatusRoute(deps))
    .use(profilesRoutes(deps))
    .use(auditRoutes(deps))
    .use(adminUsersRoutes(deps))
    .use(userShipmentsRoute(deps));
