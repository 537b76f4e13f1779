// The composition root's surface, for the command-line tools, the cross-cutting suites and the bench.
export { allMigrations, openCore, type AcademyCore, type AcademyOptions } from './academy.js';
export { startServer, type RunningServer } from './server.js';
export { startBackgroundWork, TOKEN_SHIPPING_GROUP, type BackgroundWork } from './roles/background-work.js';
export { createHttpApp, routeTableOf } from './http/http-app.js';
export { frontendDist } from './http/static-frontend.js';
export { serverRenderer } from './http/server-render.js';
export { operatorHandlers } from './operator/handlers.js';
export { runAdminCommand, type AdminCommand, type AdminCommandResult } from './operator/admins.js';
export { replayTarget } from './operator/replay-all.js';
export { demoMembers, seedMembers, seeded, type DemoMember } from './seed/seed-members.js';
export { seedAll } from './seed/seed-all.js';
export { exportEvents, importEvents, type ExportedEvent } from './operations/move-events.js';
export { vacuumAfterErasure } from './privacy/after-erasure.js';
export { readProjectionLag, waitForZeroLag } from './operations/projection-lag.js';
export { SERVER_NODE_FLAGS } from './node-flags.js';
