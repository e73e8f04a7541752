// An option list's names by id, and a structured value as text (lookup ids by their names): how a
// select, a list of references or a JSON value reads.
import type { Choice } from '../declaration/field';

// One id → name Map per option list, built the first time the list is read: every cell of a
// column (and every page) shares it. Lookup lists are react-query's data, static choices are
// module constants: both keep their identity, so the WeakMap hits.
const namesByOptions = new WeakMap<readonly Choice[], ReadonlyMap<string, string>>();

/** The names of an option list by id (as text: ids arrive as numbers or numeric strings). */
export function optionNames(options: readonly Choice[]): ReadonlyMap<string, string> {
  let names = namesByOptions.get(options);
  if (!names) {
    const built = new Map<string, string>();
    // The first option of an id wins, as a search through the list would find it.
    for (const choice of options) if (!built.has(String(choice.id))) built.set(String(choice.id), choice.name);
    namesByOptions.set(options, built);
    names = built;
  }
  return names;
}

const NO_OPTIONS: readonly Choice[] = [];

/** A structured value as text: lookup ids by their names, objects as JSON. */
export function jsonText(value: unknown, options: readonly Choice[] = NO_OPTIONS): string {
  const names = optionNames(options);
  const itemText = (item: unknown) => {
    if (typeof item === 'object') return JSON.stringify(item);
    // A list of lookup ids (e.g. allowed class types) reads as their names.
    return names.get(String(item)) ?? String(item);
  };
  if (Array.isArray(value)) return value.map(itemText).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
