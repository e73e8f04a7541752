// The breadcrumbs of a record's nested pages (issue 43 point 9): Inicio › Estudiantes › Catalina
// García › Progreso — every step but the last a link. Pure, so the trail is unit-tested apart from MUI.
export interface Crumb {
  label: string;
  /** The step's route; absent on the page itself (the last step). */
  to?: string;
}

export interface TrailInput {
  /** The resource's plural label and list route: 'Estudiantes', '/estudiantes'. */
  list: { label: string; to: string };
  /** The record's name and detail route; a blank name (not loaded yet) leaves the step out. */
  record?: { name: string; to: string };
  /** The page below the record ('Progreso', 'Editar'); absent on the detail itself. */
  current?: string;
}

export const HOME_CRUMB: Crumb = { label: 'Inicio', to: '/' };

export function breadcrumbTrail({ list, record, current }: TrailInput): Crumb[] {
  const trail: Crumb[] = [HOME_CRUMB, { label: list.label, to: list.to }];
  if (record && record.name.trim() !== '') trail.push({ label: record.name, to: record.to });
  if (current) trail.push({ label: current });
  // The last step is the page shown: text, not a link to itself.
  const last = trail[trail.length - 1];
  trail[trail.length - 1] = { label: last.label };
  return trail;
}
