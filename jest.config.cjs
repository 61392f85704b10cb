// Root jest entry: every project with a jest.config.cjs is a jest project.
module.exports = {
  projects: ['<rootDir>/libs/*/*/jest.config.cjs', '<rootDir>/apps/*/jest.config.cjs', '<rootDir>/tools/*/jest.config.cjs'],
};
