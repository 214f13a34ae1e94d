module.exports = {
  ...require('../../../jest.preset.cjs'),
  displayName: 'platform-observability',
  rootDir: __dirname,
};
