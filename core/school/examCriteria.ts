// An exam's criteria: the code is the name lowercased with spaces replaced by underscores; the
// options a criterion offers are 1..N, N its maximum rating.
export const CRITERION_TYPES = [
  { id: 'discreto', name: 'Discreto' },
  { id: 'continuo', name: 'Continuo' },
];

export function criterionCode(nombre: string): string {
  return nombre.trim().toLowerCase().replace(/\s+/g, '_');
}

export function criterionOptions(maximo: number): number[] {
  return Array.from({ length: Math.max(0, Math.floor(maximo)) }, (_, i) => i + 1);
}
