// `npm run lint`: one ESLint run over the whole workspace (issue 27, "Boundaries that are checked"). The usual rules
// (typescript-eslint without type information, to stay fast; react-hooks; jsx-a11y) plus the boundaries the design
// relies on: no remote imports another remote or the shell, the shell imports no remote's code (it loads remotes at
// run time through Module Federation), an API area imports another only through that area's index.ts, and no runtime
// import cycle (type-only imports are not cycles). scripts/test/lint-boundaries.test.mjs shows each boundary failing.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The boundary rules for a tree laid out like this repository (the lint test points them at its fixtures). */
export function boundaryRules(base) {
  const remotes = fs.readdirSync(base).filter((name) => name.startsWith('mfe-'));
  const modules = path.join(base, 'api/src/modules');
  const areas = fs.existsSync(modules)
    ? fs.readdirSync(modules, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name)
    : [];
  const zones = [
    ...remotes.map((remote) => ({
      target: `./${remote}`,
      from: ['./shell', ...remotes.filter((other) => other !== remote).map((other) => `./${other}`)],
      message: 'A remote imports no other remote and not the shell: share through @coop/shared or the API contract.',
    })),
    {
      target: './shell',
      from: remotes.map((remote) => `./${remote}`),
      message: "The shell imports no remote's code: it loads remotes at run time through Module Federation.",
    },
    ...areas.map((area) => ({
      target: `./api/src/modules/${area}/**`,
      from: [`${modules}/*/**`],
      // index.ts is an area's door for services; schema.ts its wire door (zod shapes other areas' bodies build on, so the
      // front end's type-check of the contract never loads an area's services)
      except: [`${modules}/${area}/**`, `${modules}/*/index.ts`, `${modules}/*/schema.ts`, ...(AREA_PLUGIN_READERS.includes(area) ? [`${modules}/*/area.ts`] : [])],
      message: "An API area imports another area only through that area's index.ts (or its wire schemas, schema.ts).",
    })),
  ];
  return {
    'import-x/no-restricted-paths': ['error', { basePath: base, zones }],
  };
}

/**
 * Only code that ships can close a runtime cycle (a test imports code; nothing imports a test). A lazy import() runs
 * after both modules finished loading, so a lazily loaded page that imports its section list back is no cycle.
 */
const CYCLE_RULE = { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }] };

/**
 * An area's plugin (`<area>/area.ts`) is imported by the list of areas (modules/index.ts, outside every area's zone)
 * and by `dev/`, which calls the areas' own development hooks (`area.dev`); every other area imports its index.ts.
 */
const AREA_PLUGIN_READERS = ['dev'];

/** The whole configuration, its boundaries drawn over the tree at `base` (the lint test lints its fixtures with it). */
export function lintConfig(base) {
  return tseslint.config(
    {
      ignores: [
        '**/node_modules/**',
        '**/dist/**',
        '**/coverage/**',
        '**/test-results/**',
        '**/playwright-report/**',
        'releases/**',
        'backups/**',
        '**/.data/**',
        '**/.tmp/**',
        'e2e/.scratch/**',
        'scripts/test/fixtures/**',
      ],
    },
    {
      linterOptions: { reportUnusedDisableDirectives: 'error' },
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      rules: {
        // an unused parameter or a dropped field is named with a leading _ (a reducer's `_action`, `{ secret: _s, ...rest }`)
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
        ],
      },
    },
    {
      files: ['**/*.{ts,tsx,js,mjs,cjs}'],
      plugins: { 'import-x': importX },
      settings: {
        // no-cycle follows an import only into a file of these extensions, parsed by this parser
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/resolver-next': [
          createNodeResolver({
            extensions: ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.json'],
            conditionNames: ['types', 'import', 'require', 'default'],
          }),
        ],
      },
      rules: boundaryRules(base),
    },
    {
      files: ['**/src/**/*.{ts,tsx}'],
      ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
      rules: CYCLE_RULE,
    },
    {
      files: ['{shell,shared,mfe-*}/src/**/*.{ts,tsx}', '{shell,shared,mfe-*}/test/**/*.{ts,tsx}', 'shared/testing/**'],
      languageOptions: { globals: { ...globals.browser } },
    },
    {
      files: ['**/*.tsx', '{shell,shared,mfe-*}/**/*.ts'],
      plugins: { 'react-hooks': reactHooks },
      rules: {
        'react-hooks/rules-of-hooks': 'error',
        'react-hooks/exhaustive-deps': 'error',
      },
    },
    {
      files: ['**/*.tsx'],
      ...jsxA11y.flatConfigs.recommended,
    },
    {
      files: ['**/*.tsx'],
      rules: {
        // a picture's alt names whose picture it is ('Deep Freezer picture', 'Profile picture of …'): product wording
        'jsx-a11y/img-redundant-alt': 'off',
        // dialogs and the opened "Find a page" put focus on their one action or field on purpose
        'jsx-a11y/no-autofocus': 'off',
        // `role` is also a prop of our own components (<PageSearch role="MEMBER" />): check DOM elements only
        'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
        // the kit's Table keeps explicit table roles: its CSS turns rows into cards on a phone, which drops them
        'jsx-a11y/no-redundant-roles': ['error', { nav: ['navigation'], thead: ['rowgroup'], tbody: ['rowgroup'] }],
        'jsx-a11y/no-interactive-element-to-noninteractive-role': ['error', { tr: ['none', 'presentation'], canvas: ['img'], td: ['cell'] }],
      },
    },
    {
      files: ['**/*.{js,cjs,mjs}', 'api/**/*.ts', 'e2e/**/*.ts', '**/jest/**', '**/*.config.ts'],
      languageOptions: { globals: { ...globals.node } },
    },
    {
      files: ['**/*.cjs', '**/webpack.config.js', '**/jest.config.js'],
      languageOptions: { sourceType: 'commonjs' },
      rules: { '@typescript-eslint/no-require-imports': 'off' },
    },
    {
      files: ['**/test/**', '**/*.test.{ts,tsx}', '**/jest/**', 'shared/testing/**'],
      languageOptions: { globals: { ...globals.jest } },
    },
  );
}

export default lintConfig(root);
