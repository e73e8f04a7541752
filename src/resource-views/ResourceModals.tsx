// For declarations with `views.modal`: holds which generated view is open as a dialog over the
// list (create, show or edit) and gives the list's buttons a way to open one. The routes stay:
// a link to #/<prefix>/detalle/:id still opens the page.
import { type ReactNode, useMemo, useState } from 'react';
import type { ResourceDeclaration } from '../../resources/types';
import { lazyView } from './lazyView';
import { type ModalView, type ResourceModal, ResourceModalContext } from './ResourceModalContext';
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
  const [current, setCurrent] = useState<ModalView | null>(null);
  const modal = useMemo<ResourceModal>(() => ({ open: setCurrent, close: () => setCurrent(null) }), []);
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
          onEdit={(id) => setCurrent({ view: 'edit', id })}
          onDeleted={done}
        />
      ) : null}
      {current?.view === 'edit' ? (
        <ModalEdit declaration={declaration} sections={sections.edit} id={current.id} onClose={modal.close} onSaved={done} />
      ) : null}
    </ResourceModalContext.Provider>
  );
}
