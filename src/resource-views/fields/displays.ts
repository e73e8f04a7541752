// The field types with a detail display of their own (fields/<type>Display.tsx exporting `Display`:
// a link, a file, rich text, a JSON list's table); every other type shows its text.
import type { ComponentType } from 'react';
import type { FieldType } from '../../../core/engine/declaration/field';
import type { DisplayProps } from './types';

const displayModules = import.meta.glob<ComponentType<DisplayProps>>('./*Display.tsx', { import: 'Display', eager: true });

/** './urlDisplay.tsx' → 'url'. */
const FIELD_DISPLAYS: ReadonlyMap<string, ComponentType<DisplayProps>> = new Map(
  Object.entries(displayModules).map(([path, Display]) => [path.slice(2, -'Display.tsx'.length), Display] as const),
);

export const fieldDisplay = (type: FieldType): ComponentType<DisplayProps> | undefined => FIELD_DISPLAYS.get(type);
