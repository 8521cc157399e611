// One lint for the whole repository (`npm run lint`, run by `npm test`): type-aware TypeScript rules,
// the rules of hooks, the layers each workspace may import from, and the house style.
// Decision record: docs/decisions/0016-quality-gate.md.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import stylistic from '@stylistic/eslint-plugin';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TYPESCRIPT = ['**/*.ts', '**/*.tsx', '**/*.mts'];

/** The web app's features; each may import itself and the shared `site` feature, never another. */
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layer = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

/** The CMS's content types (cms/src/api/<type>), which build on the kit (cms/src/api/kit) and never the reverse. */
const CMS_TYPES = readdirSync(new URL('./cms/src/api', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'kit')
  .map((entry) => `./cms/src/api/${entry.name}`);

/** The CMS's parts below its API, each a folder of what it owns (its README says what). */
const CMS_PARTS = ['site', 'security', 'console', 'backup', 'content', 'runtime'];

/**
 * Imports point down: web routes -> features -> ui / lib / styles; a feature does not reach into
 * another feature except `features/site`; the CMS's `api` uses its parts (`site`, `security`,
 * `console`, `backup`, `content`, `runtime`), never the reverse. The
 * workspaces import one way: the API's contract (the `@afh/contract` package, `contract/`) stands
 * alone, and the CMS, the web app and the browser tests know each other only through it.
 */
const LAYERS = [
  layer('./web/src/ui', ['./web/src/features', './web/src/routes'], 'ui/ is below features and routes: pass what it needs as props.'),
  layer('./web/src/lib', ['./web/src/features', './web/src/routes', './web/src/ui'], 'lib/ is below features, routes and ui.'),
  layer('./web/src/styles', ['./web/src/features', './web/src/routes', './web/src/ui', './web/src/lib'], 'styles/ is the bottom layer.'),
  layer('./web/src/features', './web/src/routes', 'Features do not import routes: the route renders the feature.'),
  ...FEATURES.filter((name) => name !== 'site').map((name) =>
    layer(`./web/src/features/${name}`, './web/src/features', 'A feature imports only itself and features/site; move what two features share into features/site or ui/.', [`./${name}`, './site']),
  ),
  layer('./web/src/features/site', './web/src/features', 'features/site is shared by every feature and imports none of them.', ['./site']),
  layer('./web', ['./cms', './e2e'], 'The web app knows the CMS only through its contract (@afh/contract).'),
  layer('./e2e', ['./cms', './web'], 'The browser tests know the CMS only through its contract (@afh/contract).'),
  layer('./cms', ['./web', './e2e'], 'The CMS does not import the web app or the tests.'),
  layer('./cms/src/api/kit', CMS_TYPES, 'The kit is below the content types: a type registers itself (AppServices), the kit never imports it.'),
  ...CMS_PARTS.map((part) => layer(`./cms/src/${part}`, './cms/src/api', `cms/src/${part} is below the API: pass what it needs in.`)),
  layer('./contract', ['./cms', './web', './e2e'], 'The contract is shared by every workspace and stands alone.'),
];

/** A workspace reaches another only by its package name and its exports, never by a path into its files. */
const ACROSS_WORKSPACES = [
  { regex: String.raw`^(\.\./)+(contract|cms|web|e2e)/`, message: "Import another workspace by its package name (e.g. '@afh/contract/rules'), not by a path into its files." },
  { regex: String.raw`^@afh/[^/]+/(src|dist)(/|$)`, message: "Import the contract by its exports (e.g. '@afh/contract/rules'), not by a path into its src or dist." },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.tmp/**',
      '**/.cache/**',
      'cms/.strapi/**',
      'cms/public/**',
      'cms/types/generated/**',
      'cms/database/migrations/**',
      'web/src/routeTree.gen.ts',
      'web/dist-server/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'coverage/**',
      'reports/**',
      'bench-results/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  comments.recommended,
  {
    rules: {
      // A rule is switched off only with a reason a reader can check.
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      '@eslint-community/eslint-comments/disable-enable-pair': ['error', { allowWholeFile: true }],
    },
  },
  {
    files: TYPESCRIPT,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: { allowDefaultProject: ['cms/vitest.config.ts', 'web/vitest.config.ts'] }, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // TanStack Router's redirect() and notFound() are thrown from beforeLoad and loaders by design.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }] }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      // `as never` and `as unknown as T` switch the type checker off; the few that remain say why.
      'no-restricted-syntax': [
        'error',
        { selector: 'TSAsExpression > TSAsExpression.expression > TSUnknownKeyword.typeAnnotation', message: 'A double cast (as unknown as T) hides a type error: type the value instead.' },
        { selector: 'TSAsExpression > TSNeverKeyword.typeAnnotation', message: '`as never` switches type checking off: type the value instead.' },
      ],
    },
  },
  {
    // Tests read the API's JSON replies as they come and check them with expect(): the assertion, not
    // the type, is what a test relies on, and a reply of another shape fails it either way.
    files: ['cms/tests/**', 'e2e/tests/**', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // A test double answers a promise whether or not it awaits anything.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // A unit test hands a function a partial fixture (a page with one element, a reply with two
    // fields), cast once to the type the function takes.
    files: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The admin's service worker (issue 45): a worker's globals, not Node's.
    files: ['web/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['web/src/**/*.tsx', 'web/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs['recommended-latest'].rules },
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ noWarnOnMultipleProjects: true, project: ['contract/tsconfig.json', 'cms/tsconfig.json', 'cms/tests/tsconfig.json', 'web/tsconfig.json', 'e2e/tsconfig.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: LAYERS }],
      'no-restricted-imports': ['error', { patterns: ACROSS_WORKSPACES }],
    },
  },
  {
    plugins: { '@stylistic': stylistic },
    rules: {
      '@stylistic/indent': ['error', 2, { SwitchCase: 1, offsetTernaryExpressions: true, ignoredNodes: ['TSTypeParameterInstantiation'] }],
      '@stylistic/quotes': ['error', 'single', { avoidEscape: true }],
      '@stylistic/jsx-quotes': ['error', 'prefer-double'],
      '@stylistic/semi': ['error', 'always'],
      '@stylistic/comma-dangle': ['error', 'always-multiline'],
      '@stylistic/no-trailing-spaces': 'error',
      '@stylistic/eol-last': 'error',
      '@stylistic/no-multiple-empty-lines': ['error', { max: 1, maxEOF: 0 }],
      '@stylistic/arrow-parens': ['error', 'always'],
      '@stylistic/brace-style': ['error', '1tbs', { allowSingleLine: true }],
      '@stylistic/keyword-spacing': 'error',
      '@stylistic/space-infix-ops': 'error',
      '@stylistic/space-before-blocks': 'error',
      '@stylistic/comma-spacing': 'error',
      '@stylistic/key-spacing': 'error',
      '@stylistic/member-delimiter-style': 'error',
      '@stylistic/type-annotation-spacing': 'error',
      '@stylistic/max-len': ['error', { code: 180, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true }],
    },
  },
);
