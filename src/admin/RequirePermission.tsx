import type { ReactNode } from 'react';
import { Loading, Navigate } from 'react-admin';
import type { PermissionCode } from '../../core/engine/declaration/access';
import { canOpen } from '../shell/access';
import { SHELL_PAGES } from '../shell/routeTable';
import { usePermissionCodes } from '../shell/usePermissionCodes';

/** Renders its page only for users holding `code` (null = login only); others go to /no-autorizado. */
export function RequirePermission({ code, children }: { code: PermissionCode | null; children: ReactNode }) {
  const { codes, isPending } = usePermissionCodes();
  if (code === null) return <>{children}</>;
  if (isPending) return <Loading />;
  if (!canOpen(codes, code)) return <Navigate to={SHELL_PAGES.noAutorizado.path} replace />;
  return <>{children}</>;
}
