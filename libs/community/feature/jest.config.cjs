module.exports = {
  ...require('../../../jest.preset.cjs'),
  displayName: 'community-feature',
  rootDir: __dirname,
};
