module.exports = {
  ...require('../../../jest.preset.cjs'),
  displayName: 'platform-cache',
  rootDir: __dirname,
};
