// The wall display between slots: the page configured by PANTALLA_URL, on the whole screen.
export function ExternalScreen({ url }: { url: string }) {
  return (
    <iframe
      title="Pantalla externa"
      src={url}
      referrerPolicy="no-referrer"
      style={{ border: 0, width: '100%', flexGrow: 1, minHeight: '100vh', display: 'block' }}
    />
  );
}
