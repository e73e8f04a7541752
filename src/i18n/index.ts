// The Spanish i18nProvider: react-admin's messages in Spanish (ra-language-spanish completed and
// corrected by raSpanishCompletion.ts) plus each resource's name and field labels from its declaration.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import spanishMessages from 'ra-language-spanish';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { FIELD_TYPES } from '../../core/engine/fields';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { deepMerge, type MessageTree } from './merge';
import raSpanishCompletion from './raSpanishCompletion';

export const LOCALE = 'es';
export const LOCALES = [{ locale: LOCALE, name: 'Español' }];

/** resources.<name>.name ('Estudiante |||| Estudiantes') and resources.<name>.fields.<source>. */
export function resourceMessages(resources: ResourceDeclaration[]): MessageTree {
  const result: MessageTree = {};
  for (const decl of resources) {
    const fields: MessageTree = { id: 'ID' };
    for (const field of decl.fields) {
      fields[field.source] = field.label;
      // A JSON list's item inputs ask for resources.<name>.fields.<list>.<item>: polyglot reads a dotted key beside the list's own label.
      for (const item of FIELD_TYPES[field.type].parts?.(field) ?? []) fields[`${field.source}.${item.source}`] = item.label;
    }
    result[decl.name] = { name: `${decl.label.one} |||| ${decl.label.many}`, fields };
  }
  return result;
}

export function buildMessages(resources: ResourceDeclaration[]): TranslationMessages {
  const ra = deepMerge(spanishMessages, raSpanishCompletion);
  // MessageTree cannot prove the shape; test/unit/i18n.test.ts checks that every react-admin 5 key is there.
  return { ...ra, resources: resourceMessages(resources) } as unknown as TranslationMessages;
}

export function createI18nProvider(resources: ResourceDeclaration[]): I18nProvider {
  const messages = buildMessages(resources);
  return polyglotI18nProvider(() => messages, LOCALE, LOCALES);
}
