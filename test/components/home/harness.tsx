// The home page and #/cacelacionMasiva rendered alone inside react-admin's AdminContext: the
// in-memory dataProvider answers `read` and `call` by path from the given function (which may be
// async, to hold a request open) and keeps every body; `lookup` serves the given lists.
import type { ReactElement } from 'react';
import type { LookupOption } from '../../../dataProvider/types';
import { ALL_PERMISSION_CODES } from '../../../core/engine/permissions';
import { type Answer, bodiesOf, renderCustomPage } from '../pageHarness';

export type { Answer };

export const SEDES: LookupOption[] = [
  { id: 1, name: 'Bogotá Chapinero' },
  { id: 2, name: 'Bogotá Usaquén' },
  { id: 25, name: 'Bogotá Premium Andino' },
];

export const CLASS_TYPES: LookupOption[] = [
  { id: 'regular_1', name: 'Foundations', nombre_corto: 'FN' },
  { id: 'lab', name: 'Laboratorio', nombre_corto: 'LAB' },
];

export function renderPage(page: ReactElement, path: string, answer: Answer, codes: string[] = ALL_PERMISSION_CODES) {
  return renderCustomPage({ page, path, answer, codes, lookups: { sedes: SEDES, tiposClase: CLASS_TYPES } });
}

export { bodiesOf };
