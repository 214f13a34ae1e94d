module.exports = {
  ...require('../../../jest.preset.cjs'),
  displayName: 'platform-mailer',
  rootDir: __dirname,
};
