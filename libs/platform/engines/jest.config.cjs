module.exports = {
  ...require('../../../jest.preset.cjs'),
  displayName: 'platform-engines',
  rootDir: __dirname,
};
