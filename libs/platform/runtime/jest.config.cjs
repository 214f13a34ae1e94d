module.exports = {
  ...require('../../../jest.preset.cjs'),
  displayName: 'platform-runtime',
  rootDir: __dirname,
};
