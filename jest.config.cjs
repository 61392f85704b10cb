// Root jest entry: every project with a jest.config.cjs is a jest project.
// testTimeout is a global option (a project's own value is ignored when run from here): the
// API specs seed a database in beforeAll, which takes longer than jest's 5 s on a busy machine.
module.exports = {
  testTimeout: 60000,
  projects: ['<rootDir>/libs/*/*/jest.config.cjs', '<rootDir>/apps/*/jest.config.cjs', '<rootDir>/tools/*/jest.config.cjs'],
};
