import { useState, type ReactNode } from 'react';
import type { PermissionCode } from '../../core/engine/declaration/access';
import { RequirePermission } from './RequirePermission';
import { PageTitleContext } from '../shell/PageTitleContext';
import { usePageTitle } from '../shell/usePageTitle';

/** One routed page: sets the document title (the page may name its record: useTabTitle) and guards the page with its permission code. */
export function RoutePage(props: { title: string; permission: PermissionCode | null; children: ReactNode }) {
  const [ownTitle, setOwnTitle] = useState<string | null>(null);
  usePageTitle(ownTitle ?? props.title);
  return (
    <PageTitleContext.Provider value={setOwnTitle}>
      <RequirePermission code={props.permission}>{props.children}</RequirePermission>
    </PageTitleContext.Provider>
  );
}
