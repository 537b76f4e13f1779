export * from './shared/errors.js';
export * from './shared/events.js';
export * from './shared/validation.js';
export * from './user/schemas.js';
export * from './user/events.js';
export * from './user/commands.js';
export * from './user/decider.js';
export * from './registry/schemas.js';
