import type { ReactNode } from 'react';
import type { PermissionCode } from '../../core/engine/declaration/access';
import { RequirePermission } from './RequirePermission';
import { usePageTitle } from '../shell/usePageTitle';

/** One routed page: sets the document title and guards the page with its permission code. */
export function RoutePage(props: { title: string; permission: PermissionCode | null; children: ReactNode }) {
  usePageTitle(props.title);
  return <RequirePermission code={props.permission}>{props.children}</RequirePermission>;
}
