// Test support that both the app's own suites and the browser suites use: `@academy/app/testing`.
export * from './oidc-provider.js';
export * from './test-app.js';
export * from './test-browser.js';
