// The rooms' named action (doc 2 §2.4, §7): the allowed-type toggles of #/salon/editar/{id}, with
// the tutoria exclusivity rule. Handler: ./server.ts.
import { allowedTypesAction } from '../allowedTypesAction';
import { P } from '../permissions';

export const editarTipos = allowedTypesAction('salon/editar_tipos', P.salones.edit);

export const SALON_ACTIONS = { editarTipos };
