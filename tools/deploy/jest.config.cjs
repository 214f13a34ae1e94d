module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'tools',
  rootDir: __dirname,
  // The deploy checks and the distributed runtime's supervisor; *.integration.spec.ts need the engines.
  roots: ['<rootDir>', '<rootDir>/../distributed'],
  testPathIgnorePatterns: ['/node_modules/', '\\.integration\\.spec\\.ts$'],
};
