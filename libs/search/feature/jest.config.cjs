module.exports = {
  ...require('../../../jest.preset.cjs'),
  displayName: 'search-feature',
  rootDir: __dirname,
};
