// The admins area's names, as the domain's index offers them.
export { ADMINS_STREAM, adminsEventSchemas, type AdminsEvent } from './events.js';
export { type AdminsCommand, type GrantAdmin, type RevokeAdmin } from './commands.js';
export { adminsDecider, foldAdmins, initialAdminsState, type AdminsState } from './decider.js';
export { grantAdminSchema } from './schemas.js';
export {
  adminUserQueryTypes,
  adminUserSearchSchema,
  phoneSearchKey,
  type AdminUserDetail,
  type AdminUserRow,
  type AdminUserSearch,
  type AdminUserSearchResult,
} from './user-search.js';
export {
  type AdminDashboard,
  type AdminListEntry,
  type LatestEvent,
  type AdminsAnswer,
  type FoundMember,
} from './answers.js';
export {
  startRebuildSchema,
  type OperationsAnswer,
  type ReadModelStatus,
  type RebuildState,
} from './operations.js';
export {
  dashboardChartRanges,
  dashboardChartsQuerySchema,
  type DashboardChartBucket,
  type DashboardChartRange,
  type DashboardCharts,
  type DashboardSearchMiss,
  type DashboardSearchMisses,
} from './dashboard-charts.js';
