import { RouteTable, type RouteGroup } from '@academy/platform';
import { adminMemberLookupRoute } from './admin-member-lookup/route.js';
import { ReadCache } from './cache/read-cache.js';
import { type QueryDeps } from './deps.js';
import { journalRoutes } from './publications/route.js';
import { journalSubmitPrecheckRoute } from './publication-submit-precheck/route.js';
import { membershipStatusRoute } from './membership-status/route.js';
import { membershipTiersRoute } from './membership-tiers/route.js';
import { ordersRoutes } from './orders/route.js';
import { registryRoutes } from './registry/route.js';
import { profilesRoutes } from './profiles/route.js';
import { userStatusRoute } from './user-status/route.js';
import { auditRoutes } from './audit/route.js';
import { adminUsersRoutes } from './admin-users/route.js';
import { userShipmentsRoute } from './shipments/route.js';
import { adminShipmentsRoute } from './shipments/admin-list.js';
import { adminsListRoute } from './admin-users/admins-route.js';
import { adminDashboardRoute } from './admin-dashboard/route.js';
import { adminDashboardChartsRoute } from './admin-dashboard/charts-route.js';
import { organizationsRoutes } from './organizations/route.js';
import { expertiseTagsRoutes } from './expertise-tags/route.js';
import { adminUserPublicationsRoute } from './admin-user-publications/route.js';
import { userShippingAddressRoute } from './shipments/address-route.js';
import { dataExportRoute } from './data-export/route.js';
import { userSessionsRoute } from './user-sessions/route.js';
import { coAuthorInvitationsRoute } from './co-author-invitations/route.js';

/** Every query endpoint with its requirement: read-only, over read models (and the write side for authorization). */
export const queryRoutes = (given: QueryDeps): RouteGroup => {
  const entries = given.cacheEntries ?? 1000;
  const readCache =
    given.readCache ??
    (entries > 0
      ? new ReadCache(given.db, {
          maxEntries: entries,
          advanced: given.projectionsAdvanced,
          kafka: given.projectionsFromKafka,
        })
      : undefined);
  const deps: QueryDeps = { ...given, readCache };
  return new RouteTable(deps.access)
    .use(registryRoutes(deps))
    .use(userStatusRoute(deps))
    .use(profilesRoutes(deps))
    .use(journalRoutes(deps))
    .use(journalSubmitPrecheckRoute(deps))
    .use(coAuthorInvitationsRoute(deps))
    .use(membershipTiersRoute(deps))
    .use(membershipStatusRoute(deps))
    .use(ordersRoutes(deps))
    .use(adminMemberLookupRoute(deps))
    .use(organizationsRoutes(deps))
    .use(expertiseTagsRoutes(deps))
    .use(auditRoutes(deps))
    .use(adminUsersRoutes(deps))
    .use(userShipmentsRoute(deps))
    .use(adminShipmentsRoute(deps))
    .use(adminsListRoute(deps))
    .use(adminDashboardRoute(deps))
    .use(adminDashboardChartsRoute(deps))
    .use(adminUserPublicationsRoute(deps))
    .use(userShippingAddressRoute(deps))
    .use(dataExportRoute(deps))
    .use(userSessionsRoute(deps));
};
