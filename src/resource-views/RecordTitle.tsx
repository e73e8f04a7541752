// A record page's heading and tab title, 'Catalina García · Estudiante' (recordTitle.ts), from the
// record in context; the route's own title ('Detalle de Estudiante') until the record has loaded.
import { useRecordContext } from 'react-admin';
import type { RecordOf, ResourceDeclaration } from '../../core/engine/declaration/resource';
import { pageTitle } from '../shell/routeTable';
import { recordName, recordPageTitle } from '../shell/recordTitle';
import { useTabTitle } from '../shell/useTabTitle';

export function RecordTitle({ declaration, page }: { declaration: ResourceDeclaration; page: 'show' | 'edit' }) {
  const record = useRecordContext<RecordOf<ResourceDeclaration>>();
  const title = record ? recordPageTitle(declaration, recordName(declaration, record), page) : '';
  useTabTitle(title);
  return <span data-testid="titulo-registro">{title || pageTitle(declaration, page)}</span>;
}
