// One jest run, four projects: server units, web units, integration (real PostgreSQL and
// Redis through HTTP), browser (Playwright driving Debian's Chromium).
const fs = require('node:fs');
const tsJest = ['ts-jest', { tsconfig: 'server/tsconfig.json', isolatedModules: true, diagnostics: false }];
// Integration and browser tests load the whole server, ESM-only dependencies included.
const withEsm = {
  transform: { '^.+\\.(ts|js|mjs)$': '<rootDir>/test/support/jest-transformer.js' },
  transformIgnorePatterns: [],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json', 'node'],
};

const projects = [
  {
    displayName: 'server-unit',
    testEnvironment: 'node',
    roots: ['<rootDir>/server/src'],
    testMatch: ['**/*.unit.spec.ts'],
    transform: { '^.+\\.ts$': tsJest },
  },
  {
    displayName: 'integration',
    testEnvironment: 'node',
    roots: ['<rootDir>/test/integration'],
    testMatch: ['**/*.int.spec.ts'],
    ...withEsm,
    setupFiles: ['reflect-metadata'],
    globalSetup: '<rootDir>/test/support/global-setup.ts',
    globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    testTimeout: 120000,
  },
  {
    displayName: 'e2e',
    testEnvironment: 'node',
    roots: ['<rootDir>/test/e2e'],
    testMatch: ['**/*.e2e.spec.ts'],
    ...withEsm,
    setupFiles: ['reflect-metadata'],
    globalSetup: '<rootDir>/test/support/e2e-global-setup.ts',
    globalTeardown: '<rootDir>/test/support/e2e-global-teardown.ts',
    testTimeout: 120000,
  },
];
if (fs.existsSync(`${__dirname}/web/jest.config.cjs`)) projects.push('<rootDir>/web/jest.config.cjs');

// testTimeout is global in jest (a project's own is ignored): integration and browser tests need minutes.
// The longest files first, from the last full run's durations when jest's cache has none (a clean clone).
module.exports = { projects, testTimeout: 120000, testSequencer: '<rootDir>/test/support/known-durations-sequencer.js' };
