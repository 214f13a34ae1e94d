module.exports = {
  ...require('../../../jest.preset.cjs'),
  displayName: 'gateway-feature',
  rootDir: __dirname,
};
