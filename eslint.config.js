// Layers point one way (issue 7 §2): the pure core (declarations and rules) imports nothing from
// React, the browser or the server; the server imports nothing from the browser; the browser and
// its providers import nothing from the server. Run by `npm test` (test/unit/layers.test.ts).
import tseslint from 'typescript-eslint';

const BROWSER = ['react', 'react-dom', 'react-admin', '@mui/*', '@emotion/*', '@tanstack/*', 'react-router-dom', 'ra-*'];
const pattern = (group, message) => ({ group, message });

export default [
  { ignores: ['node_modules/**', 'dist/**', 'data/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
  },
  {
    // The pure core: every resources/*.ts rule module and every resources/<name>/schema.ts and actions.ts.
    // resources/scheduler/ is the scheduler's pure core (rules shared by server and browser), not a resource.
    files: ['resources/*.ts', 'resources/*/schema.ts', 'resources/*/actions.ts', 'resources/scheduler/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            pattern(BROWSER, 'El núcleo (resources/) no importa React ni la interfaz.'),
            pattern(['**/src/**', '**/dataProvider/**', '**/authProvider/**', '**/server/**', '*.tsx', '**/*.tsx'], 'El núcleo (resources/) no importa del navegador ni del servidor.'),
            pattern(['node:*', 'fastify', 'pg', '@electric-sql/*'], 'El núcleo (resources/) no importa módulos de Node ni del servidor.'),
          ],
        },
      ],
    },
  },
  {
    // The server, and each resource's server part (resources/<name>/server.ts: hooks, action handlers).
    files: ['server/**/*.ts', 'resources/*/server.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            pattern(BROWSER, 'El servidor no importa React ni la interfaz.'),
            pattern(['**/src/**', '**/dataProvider/**', '**/authProvider/**', '*.tsx', '**/*.tsx'], 'El servidor no importa del navegador.'),
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'dataProvider/**/*.ts', 'authProvider/**/*.ts', 'resources/*/*.tsx', 'resources/*/!(schema|actions|server).ts'],
    ignores: ['resources/scheduler/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        // './server' too: a resource folder's server part (hooks, action handlers) never reaches the bundle.
        { patterns: [pattern(['**/server/**', '**/server', './server', 'fastify', 'pg', '@electric-sql/*', 'node:*'], 'El navegador no importa del servidor.')] },
      ],
    },
  },
  {
    // The providers sit below the views: they import the core and each other, never src/ (the
    // feedback store they report to lives in dataProvider/feedback.ts).
    files: ['dataProvider/**/*.ts', 'authProvider/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            pattern(['**/server/**', '**/server', './server', 'fastify', 'pg', '@electric-sql/*', 'node:*'], 'El navegador no importa del servidor.'),
            pattern(['**/src/**', '**/resources/*/*.tsx', '**/resources/*/index'], 'Los proveedores no importan de las vistas (src/).'),
          ],
        },
      ],
    },
  },
];
