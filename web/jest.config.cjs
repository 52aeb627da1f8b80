// Jest project for the web app's unit tests (jsdom + Testing Library); the root runner can list it in `projects`.
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'web-unit',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: { warnOnly: false } }],
  },
  // Styles and images first: a stylesheet imported through the @/ alias is a stub too (the first match wins).
  moduleNameMapper: {
    '\\.(css|svg|png|jpg)$': '<rootDir>/src/test/file-stub.cjs',
    '^@/(.*)$': '<rootDir>/src/$1',
  },
  setupFiles: ['<rootDir>/src/test/jsdom-polyfills.cjs'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup-tests.ts'],
};
