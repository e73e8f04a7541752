import englishMessages from 'ra-language-english';
import spanishBase from 'ra-language-spanish';
import { describe, expect, it } from 'vitest';
import estudiantes from '../../resources/estudiantes/schema';
import { DECLARATIONS } from '../../resources/registry';
import salones from '../../resources/salones/schema';
import { buildMessages, createI18nProvider } from '../../src/i18n';
import { deepMerge } from '../../src/i18n/merge';

type Tree = { [key: string]: unknown };

function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'object' && value !== null) {
      for (const [inner, leaf] of flatten(value as Tree, `${prefix}${key}.`)) result.set(inner, leaf);
    } else {
      result.set(`${prefix}${key}`, value);
    }
  }
  return result;
}

const english = flatten(englishMessages as unknown as Tree);
const spanish = flatten(buildMessages([...DECLARATIONS]) as unknown as Tree);

// Values that are the same in both languages.
const SAME_IN_SPANISH = new Set([
  'ra.boolean.false',
  'ra.boolean.null',
  'ra.message.no',
  'ra.page.list',
  'ra.page.edit',
  'ra.page.show',
  'ra.configurable.inspector.title',
]);

// Texts that deliberately drop %{name}: the spec's 'No se encontraron registros' for empty lists,
// and gender-neutral delete confirmations ('este registro').
const GENERIC_TEXTS = new Set([
  'ra.page.empty',
  'ra.navigation.no_results',
  'ra.navigation.no_filtered_results',
  'ra.message.delete_content',
  'ra.message.bulk_delete_content',
]);

// Words of react-admin's English texts that are not Spanish words.
const ENGLISH_WORDS = [
  'the', 'please', 'you', 'your', 'are', 'is', 'to', 'and', 'of', 'or', 'not', 'this', 'these', 'with', 'found', 'items?',
  'elements?', 'delete', 'save', 'show', 'hide', 'edit', 'create', 'add', 'remove', 'search', 'select', 'page', 'click',
  'drop', 'upload', 'loading', 'query', 'filters?', 'sort', 'undo', 'list', 'dashboard', 'login', 'logout', 'sign',
  'username', 'password', 'email', 'form', 'yes', 'cannot', 'must', 'go', 'next', 'previous', 'first', 'last', 'rows',
  'clear', 'value', 'close', 'open', 'menu', 'update', 'reload', 'application', 'something', 'wrong', 'access', 'denied',
  'server', 'columns?', 'details', 'more', 'than', 'ascending', 'descending', 'profile', 'failed', 'retry',
  'session', 'connectivity', 'available', 'unique', 'required', 'number', 'least', 'characters', 'customize', 'settings',
  'reset', 'datagrid', 'untitled', 'unlabeled', 'primary', 'secondary', 'text', 'cancel', 'cancelled', 'clone', 'confirm',
  'export', 'refresh', 'unselect', 'expand', 'move', 'toggle', 'mode', 'authentication', 'about', 'action', 'saved', 'queries',
  'yet', 'either', 'typed', 'bad', 'link',
];
const ENGLISH_PATTERN = new RegExp(`(^|[^\\p{L}])(${ENGLISH_WORDS.join('|')})(?![\\p{L}])`, 'iu');
const withoutPlaceholders = (text: string) => text.replace(/%\{\w+\}/g, ' ');

describe('Spanish react-admin messages', () => {
  it('react-admin 5 has its 164 message keys (guards this test itself)', () => {
    expect(english.size).toBe(164);
  });

  it('give every key of ra-language-english a non-empty Spanish value', () => {
    const missing = [...english.keys()].filter((key) => {
      const value = spanish.get(key);
      return typeof value !== 'string' || value.length === 0;
    });
    expect(missing).toEqual([]);
  });

  it('translate every text that differs between the languages', () => {
    const untranslated = [...english].filter(([key, value]) => !SAME_IN_SPANISH.has(key) && spanish.get(key) === value);
    expect(untranslated).toEqual([]);
  });

  it('(the English-word detector flags every English text and the leftovers of ra-language-spanish)', () => {
    const unflagged = [...english].filter(
      ([key, value]) => !SAME_IN_SPANISH.has(key) && !ENGLISH_PATTERN.test(withoutPlaceholders(String(value))),
    );
    expect(unflagged).toEqual([]);
    const base = flatten(spanishBase as unknown as Tree);
    for (const key of ['ra.page.dashboard', 'ra.message.not_found', 'ra.validation.number', 'ra.input.file.upload_single']) {
      expect(ENGLISH_PATTERN.test(withoutPlaceholders(String(base.get(key)))), key).toBe(true);
    }
  });

  it('keep no English words', () => {
    const leftovers = [...spanish]
      .filter(([key, value]) => key.startsWith('ra.') && typeof value === 'string' && ENGLISH_PATTERN.test(withoutPlaceholders(value)))
      .map(([key, value]) => `${key}: ${String(value)}`);
    expect(leftovers).toEqual([]);
  });

  it('keep every %{placeholder} of the English text', () => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
    const lost = [...english].filter(([key, value]) => {
      if (GENERIC_TEXTS.has(key)) return false;
      const wanted = new Set(placeholders(value));
      const got = new Set(placeholders(spanish.get(key)));
      // smart_count is implied by the plural form ('1 elemento |||| %{smart_count} elementos').
      return [...wanted].some((name) => name !== 'smart_count' && !got.has(name));
    });
    expect(lost).toEqual([]);
  });

  it('keep both plural forms where English has them', () => {
    const plural = [...english].filter(([, value]) => String(value).includes('||||')).map(([key]) => key);
    expect(plural.length).toBeGreaterThan(0);
    for (const key of plural) expect(String(spanish.get(key)), key).toContain('||||');
  });

  it('fix the odd entries of ra-language-spanish', () => {
    expect(spanish.get('ra.auth.sign_in')).toBe('Ingresar');
    expect(spanish.get('ra.auth.logout')).toBe('Salir');
    expect(spanish.get('ra.page.dashboard')).toBe('Inicio');
    expect(spanish.get('ra.page.edit')).toBe('%{name} %{recordRepresentation}');
    expect(spanish.get('ra.boolean.true')).toBe('Sí');
    expect(spanish.get('ra.navigation.next')).toBe('Ir a la página siguiente');
    expect(spanish.get('ra.navigation.no_results')).toBe('No se encontraron registros');
    expect(spanish.get('ra.validation.number')).toBe('Debe ser un número');
    expect(spanish.get('ra.validation.required')).toBe('Este campo es requerido');
  });
});

describe('resource messages', () => {
  it('name each resource with its singular and plural labels', () => {
    expect(spanish.get('resources.estudiantes.name')).toBe('Estudiante |||| Estudiantes');
    expect(spanish.get('resources.salones.name')).toBe('Salón |||| Salones');
  });

  it('label every declared field', () => {
    for (const decl of DECLARATIONS) {
      for (const field of decl.fields) expect(spanish.get(`resources.${decl.name}.fields.${field.source}`)).toBe(field.label);
    }
    expect(spanish.get('resources.salones.fields.url')).toBe('Enlace de la sala virtual');
  });
});

describe('createI18nProvider', () => {
  const i18n = createI18nProvider([estudiantes, salones]);

  it('speaks Spanish only', () => {
    expect(i18n.getLocale()).toBe('es');
    expect(i18n.getLocales?.()).toEqual([{ locale: 'es', name: 'Español' }]);
  });

  it('translates with plurals and interpolation', () => {
    expect(i18n.translate('resources.estudiantes.name', { smart_count: 1 })).toBe('Estudiante');
    expect(i18n.translate('resources.estudiantes.name', { smart_count: 2 })).toBe('Estudiantes');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('1 elemento seleccionado');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('3 elementos seleccionados');
    expect(i18n.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 42 })).toBe('1-10 de 42');
    expect(i18n.translate('resources.estudiantes.fields.email')).toBe('Correo electrónico');
  });

  it('falls back to the default text react-admin passes for unknown keys', () => {
    expect(i18n.translate('resources.estudiantes.fields.inexistente', { _: 'Inexistente' })).toBe('Inexistente');
  });
});

describe('deepMerge', () => {
  it('merges nested trees and lets the override win', () => {
    expect(deepMerge({ a: { b: '1', c: '2' }, d: '3' }, { a: { c: 'x', e: 'y' }, f: 'z' })).toEqual({
      a: { b: '1', c: 'x', e: 'y' },
      d: '3',
      f: 'z',
    });
  });

  it('does not modify its inputs', () => {
    const base = { a: { b: '1' } };
    deepMerge(base, { a: { b: '2' } });
    expect(base).toEqual({ a: { b: '1' } });
  });
});
