// What a resource folder's index.ts default-exports: the declaration plus its react-admin views
// (its menu place is the declaration's). The shell turns it into a <Resource>, the
// Spanish routes of core/engine/paths.ts and its menu entry.
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { RegisteredResource } from '../../core/engine/registry';
import type { PermissionCode } from '../../core/engine/declaration/access';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import type { FormColumns } from './formLayout';

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

/**
 * A block added to a generated view without replacing it: in the detail after the row of the field
 * `after` names, in a form after that field's input (inside the form, so it can use react-hook-form's
 * context); at the end when `after` is absent or names a field the view does not show.
 */
export interface ViewSection {
  key: string;
  title?: string;
  element: ReactNode;
  /** A field source; default: at the end. */
  after?: string;
  /** Shown only to users holding this code. */
  permission?: PermissionCode;
  /**
   * Forms only: rendered below the form, outside it, as a block of its own — a sub-editor with its
   * own save button (a teacher's availability), which the form's Guardar must not submit.
   */
  outside?: boolean;
}

/** The sections buildResource adds to each generated view. */
export interface ViewSections {
  /** Below the list page (a summary of the records): `after` does not apply. */
  list?: readonly ViewSection[];
  /** Links first in the list's toolbar (a teacher list's 'Preasignaciones'): elements only. */
  listActions?: readonly ViewSection[];
  show?: readonly ViewSection[];
  /** Links in the detail's toolbar, before Actualizar (a course's 'Correos', 'Logros'): elements only. */
  showActions?: readonly ViewSection[];
  edit?: readonly ViewSection[];
  create?: readonly ViewSection[];
}

/** The props buildResource binds to a generated view. */
export interface GeneratedViewProps {
  declaration: ResourceDeclaration;
  sections?: readonly ViewSection[];
  /** The create and edit forms' columns (buildResource's formColumns; default one). */
  columns?: FormColumns;
}
