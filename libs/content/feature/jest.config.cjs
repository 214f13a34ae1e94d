module.exports = {
  ...require('../../../jest.preset.cjs'),
  displayName: 'content-feature',
  rootDir: __dirname,
};
