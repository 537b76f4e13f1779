// One jest run, two projects: node suites (unit, integration, browser) and the frontend (jsdom).
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx },
      transform: tsx ? { react: { runtime: 'automatic' } } : undefined,
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];

const workspaces = ['domain', 'platform', 'projections', 'command-service', 'query-service', 'app'];
const moduleNameMapper = {
  ...Object.fromEntries(workspaces.map((w) => [`^@academy/${w}$`, `<rootDir>/${w}/src/index.ts`])),
  // Relative `.js` imports resolve to the `.ts` source; a package's `x.json.js` stays what it is.
  '^(\\.{1,2}/.*)(?<!\\.json)\\.js$': '$1',
};

export default {
  projects: [
    {
      displayName: 'node',
      testEnvironment: 'node',
      roots: [
        '<rootDir>/domain',
        '<rootDir>/platform',
        '<rootDir>/projections',
        '<rootDir>/command-service',
        '<rootDir>/query-service',
        '<rootDir>/app',
        '<rootDir>/tests',
      ],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      extensionsToTreatAsEsm: ['.ts'],
      transform: { '^.+\\.ts$': swc(false) },
      moduleNameMapper,
    },
    {
      displayName: 'frontend',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/frontend/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      extensionsToTreatAsEsm: ['.ts', '.tsx'],
      transform: { '^.+\\.tsx?$': swc(true) },
      moduleNameMapper,
      setupFilesAfterEnv: ['<rootDir>/frontend/src/test/setup.ts'],
    },
  ],
};
