// A stored PDF in the browser: its bytes (fetched with the session's token) as an object URL the app
// types application/pdf itself, whatever the answer claimed; and a download started from one.

export function pdfObjectUrl(bytes: Blob): string {
  return URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
}

/** Saves an object URL under `name` through a temporary link (the only way a page starts a download). */
export function saveAs(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Saves the bytes under `name` through a one-off URL, dropped once the click has been handled. */
export function savePdf(bytes: Blob, name: string): void {
  const url = pdfObjectUrl(bytes);
  saveAs(url, name);
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
