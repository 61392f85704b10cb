// Lint: TypeScript rules, React hooks and accessibility, plus Nx's module boundaries on two
// axes, scope:* and type:*.
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const depConstraints = [
  // type axis: feature → ui, data-access, util; ui → ui, util; data-access → data-access, util; util → util
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util', 'type:tool'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:feature', 'type:data-access', 'type:util', 'type:tool'] },
  // scope axis: browser code never imports server code; server code imports shared code only
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
  { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shared', 'scope:server'] },
  { sourceTag: 'scope:shop', onlyDependOnLibsWithTags: ['scope:shared', 'scope:shop'] },
  { sourceTag: 'scope:configurator', onlyDependOnLibsWithTags: ['scope:shared', 'scope:configurator'] },
  { sourceTag: 'scope:dealers', onlyDependOnLibsWithTags: ['scope:shared', 'scope:dealers'] },
  { sourceTag: 'scope:account', onlyDependOnLibsWithTags: ['scope:shared', 'scope:account'] },
  { sourceTag: 'scope:content', onlyDependOnLibsWithTags: ['scope:shared', 'scope:content'] },
  { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: ['scope:shared', 'scope:admin'] },
  { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
];

// The shell's entry imports the shared libraries dynamically only to evaluate them in steps of
// their own (apps/shell/src/main.ts); they are in the same bundle and are not lazy libraries.
const checkDynamicDependenciesExceptions = ['@bike/shared/*'];
// The seed writes the content tables (tools/seed/src/content), and the content library's tests
// fill their database with that seed (libs/server/content/src/test-app.ts): a cycle in the
// project graph made only by test helpers. The library's own code never imports the seed.
const ignoredCircularDependencies = [['seed', 'server-content']];
const boundaries = (allow = []) => ['error', { enforceBuildableLibDependency: false, allow, depConstraints, checkDynamicDependenciesExceptions, ignoredCircularDependencies }];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  jsxA11y.flatConfigs.recommended,
  { plugins: { 'react-hooks': reactHooks }, rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' } },
  { ignores: ['**/dist', '**/node_modules', '**/.nx', 'tmp', 'data', '**/migrations', 'test-results', 'playwright-report'] },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@nx/enforce-module-boundaries': boundaries(),
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Server code takes brand keys and names from the domain library; the brand library is the
    // browser's (tokens, logos, variants). The shell's server hands it to server-rendered remotes.
    files: ['libs/server/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*test-app.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: '@bike/shared/brand', message: 'Use the brand keys and names of @bike/shared/domain on the server.' }] }] },
  },
  {
    // Tests and their helpers may fill their database with the seed tool.
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*test-app.ts', '**/testing.ts', 'apps/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-require-imports': 'off',
      '@nx/enforce-module-boundaries': boundaries(['@bike/seed', '@bike/seed/catalogue-words']),
    },
  },
  {
    files: ['**/*.cjs', '**/*.js', '**/*.mjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];
