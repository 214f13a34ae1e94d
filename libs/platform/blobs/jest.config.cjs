module.exports = {
  ...require('../../../jest.preset.cjs'),
  displayName: 'platform-blobs',
  rootDir: __dirname,
};
