// Opens the generated views as dialogs over the list, for declarations with `views.modal`
// (ResourceModals provides it; null elsewhere, where the views are routes).
import { createContext, useContext } from 'react';
import type { Identifier } from 'react-admin';

export type ModalView = { view: 'create' } | { view: 'show'; id: Identifier } | { view: 'edit'; id: Identifier };

export interface ResourceModal {
  open: (view: ModalView) => void;
  close: () => void;
}

export const ResourceModalContext = createContext<ResourceModal | null>(null);

/** The dialog opener of the list, or null when the views open on their routes. */
export function useResourceModal(): ResourceModal | null {
  return useContext(ResourceModalContext);
}
