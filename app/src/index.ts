export * from './academy.js';
export * from './server.js';
export * from './http/http-app.js';
export * from './http/static-frontend.js';
export * from './operator/handlers.js';
export * from './operator/replay-all.js';
export * from './seed/seed-members.js';
