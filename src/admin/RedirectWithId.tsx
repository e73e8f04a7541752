import { Navigate, useParams } from 'react-admin';

/** Sends a path carrying :id to another path built from that id (react-admin paths → Spanish routes). */
export function RedirectWithId({ to }: { to: (id: string) => string }) {
  const { id = '' } = useParams<{ id: string }>();
  return <Navigate to={to(id)} replace />;
}
