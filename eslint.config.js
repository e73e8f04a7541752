// Layers point one way (docs/architecture.md, 'Layers'): core/ (declarations and rules, pure) imports nothing from
// React, Node, the browser, the server or the resources; the server imports nothing from the browser;
// the browser and its providers import nothing from the server. Run by `npm run lint` and `npm test`
// (test/unit/layers.test.ts; test/unit/importGraph.test.ts checks the direction between folders).
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
    // Each resource's declaration (resources/<name>/schema.ts, actions.ts) is as pure as the core:
    // both the server and the browser load it.
    files: ['resources/registry.ts', 'resources/*/schema.ts', 'resources/*/actions.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            pattern(BROWSER, 'El núcleo (core/) no importa React ni la interfaz.'),
            pattern(['**/src/**', '**/dataProvider/**', '**/authProvider/**', '**/server/**', '*.tsx', '**/*.tsx'], 'El núcleo (core/) no importa del navegador ni del servidor.'),
            pattern(['node:*', 'fastify', 'pg', '@electric-sql/*'], 'El núcleo (core/) no importa módulos de Node ni del servidor.'),
          ],
        },
      ],
    },
  },
  {
    // core/ is the ground floor: the resources sit on top of it.
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            pattern(BROWSER, 'El núcleo (core/) no importa React ni la interfaz.'),
            pattern(['**/src/**', '**/dataProvider/**', '**/authProvider/**', '**/server/**', '*.tsx', '**/*.tsx'], 'El núcleo (core/) no importa del navegador ni del servidor.'),
            pattern(['node:*', 'fastify', 'pg', '@electric-sql/*'], 'El núcleo (core/) no importa módulos de Node ni del servidor.'),
            pattern(['**/resources/**', '**/resources'], 'El núcleo (core/) no importa de los recursos (resources/).'),
          ],
        },
      ],
    },
  },
  {
    // The server, and each resource's server part (resources/<name>/server.ts: hooks, action handlers; server.examples.ts: their test fixtures).
    files: ['server/**/*.ts', 'resources/*/server.ts', 'resources/*/server.examples.ts', 'resources/served.ts'],
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
    files: ['src/**/*.{ts,tsx}', 'dataProvider/**/*.ts', 'authProvider/**/*.ts', 'resources/appResources.ts', 'resources/*/**/*.tsx', 'resources/*/**/!(schema|actions|server|server.examples).ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        // './server' too: a resource folder's server part (hooks, action handlers) never reaches the bundle.
        { patterns: [pattern(['**/server/**', '**/server', './server', './server.examples', 'fastify', 'pg', '@electric-sql/*', 'node:*'], 'El navegador no importa del servidor.')] },
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
            pattern(['**/server/**', '**/server', './server', './server.examples', 'fastify', 'pg', '@electric-sql/*', 'node:*'], 'El navegador no importa del servidor.'),
            pattern(['**/src/**', '**/resources/**', '**/resources'], 'Los proveedores no importan de las vistas (src/, resources/).'),
          ],
        },
      ],
    },
  },
];
