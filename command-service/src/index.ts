export * from './command-router.js';
export * from './shared/deps.js';
export * from './shared/command-context.js';
export * from './passwords/password-hasher.js';
export * from './idempotency/idempotency.js';
export * from './user/sign-up/sign-up.js';
