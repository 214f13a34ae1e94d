module.exports = {
  ...require('../../../jest.preset.cjs'),
  displayName: 'identity-feature',
  rootDir: __dirname,
};
