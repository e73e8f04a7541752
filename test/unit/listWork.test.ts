// A generated list's rules: page sizes, sidebar filters (src/resource-views/pageSizes.ts, listFilterPlan.ts), the Sede column.
import { describe, expect, it } from 'vitest';
import { listPageSizes } from '../../src/resource-views/pageSizes';
import { hasFilterSidebar, sidebarFilterPlans } from '../../src/resource-views/listFilterPlan';
import salones from '../../resources/salones/schema';
import cursos from '../../resources/cursos/schema';
import { DECLARATIONS } from '../../resources/registry';

describe('listPageSizes', () => {
  it("adds 10, 25, 50 and 100 to the spec's sizes, once each and in order", () => {
    expect(listPageSizes([5, 10, 15, 20])).toEqual([5, 10, 15, 20, 25, 50, 100]);
    expect(listPageSizes([50])).toEqual([10, 25, 50, 100]);
    expect(listPageSizes([])).toEqual([10, 25, 50, 100]);
  });
});

describe('sidebarFilterPlans', () => {
  it('keeps the select and yes/no filters, in their declared order', () => {
    expect(sidebarFilterPlans(salones).map((p) => [p.source, p.kind])).toEqual([
      ['sede_id', 'select'],
      ['tipo_salon', 'select'],
    ]);
    expect(hasFilterSidebar(salones)).toBe(true);
    // A search alone still gets the sidebar (its saved queries); neither filters nor search: none.
    expect(hasFilterSidebar({ ...cursos, list: { ...cursos.list, filters: undefined } })).toBe(cursos.list.search !== undefined);
    expect(hasFilterSidebar({ ...cursos, list: { ...cursos.list, filters: undefined, search: undefined } })).toBe(false);
  });
});

describe('the Sede column', () => {
  it('every list whose records belong to a sede (its sedeField) shows that sede', () => {
    const missing = DECLARATIONS.filter((decl) => decl.sedeField && !(decl.list.columns as string[]).includes(decl.sedeField)).map((d) => d.name);
    expect(missing).toEqual([]);
  });
});
