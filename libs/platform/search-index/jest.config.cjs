module.exports = {
  ...require('../../../jest.preset.cjs'),
  displayName: 'platform-search-index',
  rootDir: __dirname,
};
