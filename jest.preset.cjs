// Shared jest preset: SWC compiles TypeScript with decorator metadata (NestJS DI,
// class-validator) and the tsconfig path aliases become module mappings.
const path = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

const moduleNameMapper = {};
for (const [alias, [target]] of Object.entries(compilerOptions.paths)) {
  moduleNameMapper[`^${alias.replace(/[/]/g, '\\/')}$`] = path.join(__dirname, target);
}

module.exports = {
  testEnvironment: 'node',
  // A spec that starts a service and writes through its store takes well under a second on a quiet
  // machine and several on a busy one (CI shares two cores with the runtime under test): the bound is
  // for a hung test, not a slow one.
  testTimeout: 30_000,
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true, tsx: true },
          transform: {
            legacyDecorator: true,
            decoratorMetadata: true,
            react: { runtime: 'automatic' },
          },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  moduleNameMapper,
  testMatch: ['**/?(*.)+(spec).ts?(x)'],
  // Integration specs need real engines: they run from jest.integration.config.cjs only.
  testPathIgnorePatterns: ['/node_modules/', '\\.integration\\.spec\\.ts$'],
  setupFiles: [require.resolve('reflect-metadata')],
  // ESM-only geo packages are compiled like our own code (Node 24 itself loads them natively).
  // otplib's base32 and hash plugins (@scure/base, @noble/hashes 2) ship ES modules only, the latter
  // nested under the plugin: matched wherever they sit.
  // @nestjs/schedule 12 ships ES modules only too.
  transformIgnorePatterns: [
    '/node_modules/(?!(kdbush|geokdbush|tinyqueue|@nestjs/schedule)/|.*/?(@scure/base|@noble/hashes)/)',
  ],
};
