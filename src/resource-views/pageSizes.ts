// The page sizes a generated list offers: the declaration's (the spec's 5, 10, 15, 20) and the larger
// pages staff work in (10, 25, 50, 100), once each and in order.
export const WORK_PAGE_SIZES: readonly number[] = [10, 25, 50, 100];

export function listPageSizes(declared: readonly number[]): number[] {
  return [...new Set([...declared, ...WORK_PAGE_SIZES])].sort((a, b) => a - b);
}
