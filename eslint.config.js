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
    // The pure core: every resources/*.ts rule module and every resources/<name>/schema.ts.
    files: ['resources/*.ts', 'resources/*/schema.ts'],
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
    files: ['server/**/*.ts'],
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
    files: ['src/**/*.{ts,tsx}', 'dataProvider/**/*.ts', 'authProvider/**/*.ts', 'resources/*/*.tsx', 'resources/*/!(schema).ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [pattern(['**/server/**', 'fastify', 'pg', '@electric-sql/*', 'node:*'], 'El navegador no importa del servidor.')] },
      ],
    },
  },
];
