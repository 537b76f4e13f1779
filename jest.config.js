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
  // Each test file's ESM module graph stays in its worker's heap (vm modules leak across files), so
  // a worker that has grown past this is replaced after its file; without it one in-band process
  // ran out of heap after some 150 files. Setting it also keeps jest from running in band.
  workerIdleMemoryLimit: '1GB',
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
