// A link to the record that a select field of the shown record names, when its lookup is a resource
// of this build (same name): 'Curso' on a topic's detail. The resource is found among the shell's
// declarations, so one resource links to another without importing it (no cycle between folders).
import type { ReactElement } from 'react';
import { useRecordContext } from 'react-admin';
import { resourcePaths } from '../../core/engine/paths';
import type { RecordOf, ResourceDeclaration } from '../../core/engine/declaration/resource';
import { useShellConfig } from '../shell/ShellContext';
import { LinkButton } from '../shell/LinkButton';

export interface LookupShowLinkProps {
  declaration: ResourceDeclaration;
  source: string;
  label: string;
  icon: ReactElement;
}

export function LookupShowLink({ declaration, source, label, icon }: LookupShowLinkProps) {
  const record = useRecordContext<RecordOf<ResourceDeclaration>>();
  const { declarations } = useShellConfig();
  const field = declaration.fields.find((f) => f.source === source);
  const lookup = field && 'lookup' in field ? field.lookup : undefined;
  const target = lookup ? declarations.find((d) => d.name === lookup) : undefined;
  if (!target || record?.[source] == null) return null;
  return <LinkButton to={resourcePaths(target).show(String(record[source]))} label={label} icon={icon} />;
}
