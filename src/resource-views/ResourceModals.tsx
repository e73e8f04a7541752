// For declarations with `views.modal`: which generated view is open as a dialog over the list
// (create, show or edit) is the route's (modalRoute.ts), so each dialog has its own address
// (#/curso/7/logros/nuevo) and the list's buttons open one by going there; closing returns to the list.
import { type ReactNode, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { lazyView } from '../shell/lazyView';
import { modalViewAt } from './modalRoute';
import { type ModalView, type ResourceModal, ResourceModalContext } from './ResourceModalContext';
import { useResourcePaths } from '../shell/useParentLink';
import type { ViewSections } from './types';

// Loaded with the first dialog opened, as the page views are (forms, date pickers).
const ModalCreate = lazyView(() => import('./ModalCreate').then((m) => m.ModalCreate));
const ModalShow = lazyView(() => import('./ModalShow').then((m) => m.ModalShow));
const ModalEdit = lazyView(() => import('./ModalEdit').then((m) => m.ModalEdit));

export interface ResourceModalsProps {
  declaration: ResourceDeclaration;
  sections?: ViewSections;
  children: ReactNode;
}

export function ResourceModals({ declaration, sections = {}, children }: ResourceModalsProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const paths = useResourcePaths(declaration);
  const current = modalViewAt(declaration, pathname);
  const modal = useMemo<ResourceModal>(() => {
    const pathOf = (view: ModalView) =>
      view.view === 'create' ? paths.create : view.view === 'show' ? paths.show(view.id) : paths.edit(view.id);
    return { open: (view) => navigate(pathOf(view)), close: () => navigate(paths.list) };
  }, [navigate, paths]);
  // After a save or delete the dialog only closes: react-admin's create and delete mutations
  // re-read the resource's lists and update writes its record into them. A whole refresh
  // (useRefresh) would also re-read the closing dialog's record, gone after a delete (a 404).
  const done = modal.close;
  return (
    <ResourceModalContext.Provider value={modal}>
      {children}
      {current?.view === 'create' ? (
        <ModalCreate declaration={declaration} sections={sections.create} onClose={modal.close} onSaved={done} />
      ) : null}
      {current?.view === 'show' ? (
        <ModalShow
          declaration={declaration}
          sections={sections.show}
          id={current.id}
          onClose={modal.close}
          onEdit={(id) => modal.open({ view: 'edit', id })}
          onDeleted={done}
        />
      ) : null}
      {current?.view === 'edit' ? (
        <ModalEdit declaration={declaration} sections={sections.edit} id={current.id} onClose={modal.close} onSaved={done} />
      ) : null}
    </ResourceModalContext.Provider>
  );
}
