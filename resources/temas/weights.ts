// The weights of a course's topics (each topic's rango_nota and peso_nota validated apart): the
// active topics' peso_nota must add up to 100 %, or the course's detail warns. Pure, unit-tested.

export interface WeightedTopic {
  activo?: unknown;
  peso_nota?: unknown;
}

/** The sum of the active topics' weights, to the hundredth. */
export function totalWeight(temas: readonly WeightedTopic[]): number {
  const sum = temas.filter((t) => t.activo !== false).reduce((total, t) => total + (typeof t.peso_nota === 'number' ? t.peso_nota : 0), 0);
  return Math.round(sum * 100) / 100;
}

const percent = (value: number) => `${value.toLocaleString('es-CO', { maximumFractionDigits: 2 })} %`;

/** The warning to show, or null when the weights add up (or there are no active topics yet). */
export function weightsWarning(temas: readonly WeightedTopic[]): string | null {
  if (!temas.some((t) => t.activo !== false)) return null;
  const total = totalWeight(temas);
  return total === 100 ? null : `Los pesos de los temas activos suman ${percent(total)}: deben sumar 100 %.`;
}
