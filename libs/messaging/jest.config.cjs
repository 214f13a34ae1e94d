module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'messaging',
  rootDir: __dirname,
};
