// The students list as react-admin 5 draws it with nothing of ours (issue 43 point 15: the floor
// beside the app's Lighthouse figure): one resource, its List with SimpleList on a phone and
// Datagrid above it, the same 25 rows from the same API. No auth provider, i18n, menu, filters or
// toolbar of ours; it logs in itself (one request more than the app, whose session is stored).
import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, type DataProvider, EmailField, List, Resource, SimpleList, TextField } from 'react-admin';
import { type Theme, useMediaQuery } from '@mui/material';

interface Student {
  id: number;
  primer_nombre: string;
  primer_apellido: string;
  email: string;
}

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as T;
}

const session = post<{ token: string }>('login', { email: 'admin@escuela.test', password: 'Admin123!' }).then((answer) => answer.token);

const dataProvider = {
  async getList(_resource: string, params: { pagination?: { page: number; perPage: number } }) {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const answer = await post<{ datos: Student[]; total: number }>('estudiante/lista', { pagina: page, por_pagina: perPage, filtros: {} }, await session);
    return { data: answer.datos, total: answer.total };
  },
} as unknown as DataProvider; // only getList is ever called: a list, nothing else

function StudentList() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List>
      {phone ? (
        <SimpleList<Student> primaryText={(s) => `${s.primer_nombre} ${s.primer_apellido}`} secondaryText={(s) => `Correo electrónico: ${s.email}`} />
      ) : (
        <Datagrid>
          <TextField source="primer_nombre" />
          <TextField source="primer_apellido" />
          <EmailField source="email" />
        </Datagrid>
      )}
    </List>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <Admin dataProvider={dataProvider} disableTelemetry>
      <Resource name="estudiantes" list={StudentList} />
    </Admin>,
  );
