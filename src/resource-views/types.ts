// What a resource folder's index.ts default-exports: the declaration plus its react-admin views
// (src/appResources.ts adds the registry's menu place). The shell turns it into a <Resource>, the
// Spanish routes of resources/paths.ts and its menu entry.
import type { ComponentType, ReactElement } from 'react';
import type { RegisteredResource } from '../../resources/registry';
import type { PermissionCode, ResourceDeclaration } from '../../resources/types';

export interface ExtraPage {
  /** Route pattern, absolute: '/estudiante/cambiarpassword/:id'. */
  path: string;
  element: ReactElement;
  /** Required code (null = login only). */
  permission: PermissionCode | null;
  /** Page title (document.title). */
  title: string;
}

export interface AppResource extends RegisteredResource {
  declaration: ResourceDeclaration;
  list: ComponentType;
  show: ComponentType;
  create: ComponentType;
  edit: ComponentType;
  /** The masivo page (text area + CSV import), when the declaration has bulk columns. */
  bulk?: ComponentType;
  icon: ComponentType;
  recordRepresentation: (record: Record<string, unknown>) => string;
  extraPages?: ExtraPage[];
}
