// Whether the user may pick the sedes of a report (2E3F932E, docs/domain/reports.md 'Reports'); without it the server reports
// on the caller's own sedes and the page sends none.
import { CHOOSE_SEDES_CODE } from '../../../core/school/reports/contract';
import { useHasPermission } from '../../resource-views/useHasPermission';

export function useMayChooseSedes(): boolean {
  return useHasPermission(CHOOSE_SEDES_CODE) === true;
}
