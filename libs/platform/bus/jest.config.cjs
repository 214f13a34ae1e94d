module.exports = {
  ...require('../../../jest.preset.cjs'),
  displayName: 'platform-bus',
  rootDir: __dirname,
};
