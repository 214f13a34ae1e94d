// Integration specs: the contract suites on the real adapters and the cross-service journeys.
// They need the real engines (deploy/native/engines.sh start; source deploy/native/env.sh), so
// they never run in the default `test` targets, only from here (npm run test:engines).
const preset = require('./jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'integration',
  rootDir: __dirname,
  roots: ['<rootDir>/libs', '<rootDir>/apps', '<rootDir>/tools'],
  testMatch: ['**/*.integration.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  // Engines answer slower than memory; Kafka group joins take seconds.
  testTimeout: 60_000,
  // One engine set is shared, so suites run one after another.
  maxWorkers: 1,
};
