// A record page's breadcrumbs from its declaration: Inicio › <plural> › <record's name> › <page>.
// Reads the record from the page's record context unless given its name and id (custom pages).
import { useRecordContext } from 'react-admin';
import type { RecordOf, ResourceDeclaration } from '../../core/engine/declaration/resource';
import { breadcrumbTrail } from '../shell/breadcrumbTrail';
import { PageBreadcrumbs } from '../shell/PageBreadcrumbs';
import { recordName } from '../shell/recordTitle';
import { useResourcePaths } from '../shell/useParentLink';

export interface RecordBreadcrumbsProps {
  declaration: ResourceDeclaration;
  /** The page below the record ('Editar', 'Clases'); none on the detail. */
  current?: string;
  /** A page without a record context (progress): the record's id and name. */
  record?: { id: number; name: string };
}

export function RecordBreadcrumbs({ declaration, current, record }: RecordBreadcrumbsProps) {
  const context = useRecordContext<RecordOf<ResourceDeclaration>>();
  const paths = useResourcePaths(declaration);
  const id = record?.id ?? context?.id;
  const name = record?.name ?? recordName(declaration, context);
  const trail = breadcrumbTrail({
    list: { label: declaration.label.many, to: paths.list },
    record: id == null ? undefined : { name, to: paths.show(String(id)) },
    current,
  });
  return <PageBreadcrumbs trail={trail} />;
}
