module.exports = {
  ...require('../../../jest.preset.cjs'),
  displayName: 'enrichment-feature',
  rootDir: __dirname,
};
