module.exports = {
  ...require('../../../jest.preset.cjs'),
  displayName: 'platform-documents',
  rootDir: __dirname,
};
