// Adding, replacing and deleting a topic's files through the dataProvider (multipart for a new PDF),
// each saying its own message (always in Spanish: 'Preparación creada', 'Feedback actualizado'…).
// Failures are already reported by the dataProvider's overlay; field errors come back to the caller.
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AdicionalRecord } from '../adicionales/recordType';
import adicionales from '../adicionales/schema';

const notifyText = (notify: ReturnType<typeof useNotify>, message: string) => notify(message, { type: 'success', messageArgs: { _: message } });

export function useTopicFileWrites(temaId: number) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const done = (message: string) => {
    notifyText(notify, message);
    refresh();
  };
  return {
    create: async (data: Record<string, unknown>, file: File, message: string) => {
      await dataProvider.create(adicionales.name, { data: { ...data, tema_id: temaId, archivo: { rawFile: file, title: file.name } } });
      done(message);
    },
    update: async (record: AdicionalRecord, data: Record<string, unknown>, file: File | null, message: string) => {
      const archivo = file ? { archivo: { rawFile: file, title: file.name } } : {};
      await dataProvider.update(adicionales.name, { id: record.id, data: { ...record, ...data, ...archivo }, previousData: record });
      done(message);
    },
    remove: async (record: AdicionalRecord, message: string) => {
      await dataProvider.delete(adicionales.name, { id: record.id, previousData: record });
      done(message);
    },
  };
}
