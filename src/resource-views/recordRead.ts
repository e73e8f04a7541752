// The query options of a detail or edit page (or dialog) that says itself why its record cannot be
// read (RecordUnavailable, DialogLoading): react-admin's own 'does not exist' notice is left out.
export function quietRecordRead<M>(meta?: M) {
  return { meta, onError: () => undefined };
}
