// crear_masivo's write phase: written in short transactions on the embedded database so other
// requests go on, yet all or nothing: a failure in a late slice undoes the slices already committed,
// and the database's own constraints (also against a concurrent import) roll back the whole batch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoverInterruptedWrites } from '../../../server/start';
import { countRows, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

let server: TestServer;

function room(i: number, overrides: Record<string, string> = {}): Record<string, string> {
  return { nombre: `Salón masivo ${i}`, numero: `M-${i}`, capacidad: String(1 + (i % 200)), tipo_salon: 'regular', sede_id: String(1 + (i % 25)), ...overrides };
}

const rooms = (count: number, first = 0) => Array.from({ length: count }, (_, i) => room(first + i));

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('salon/crear_masivo: write phase', () => {
  // Slices and their journal are the embedded database's (PostgreSQL writes a batch in one transaction,
  // and a temporary table would live on one pooled connection only).
  const slicedOnly = it.skipIf(Boolean(process.env.TEST_DATABASE_URL));

  slicedOnly('undoes the slices already committed when a later one fails (nothing written)', async () => {
    // Rows logged by committed slices survive in a temporary table (outside the fingerprint).
    await server.db.exec(`
      CREATE TEMP TABLE insertados (n integer);
      CREATE FUNCTION rechazar_salon() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.nombre = 'Salón imposible' THEN RAISE EXCEPTION 'fallo simulado'; END IF;
        INSERT INTO insertados VALUES (1);
        RETURN NEW;
      END $$;
      CREATE TRIGGER rechazar_salon BEFORE INSERT ON salones FOR EACH ROW EXECUTE FUNCTION rechazar_salon();`);
    try {
      const before = await databaseFingerprint(server.db);
      const rows = rooms(3000, 1000);
      rows[2900] = room(3900, { nombre: 'Salón imposible' });
      const response = await server.post('salon/crear_masivo', { registros: rows }, server.adminToken);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 'InternalError', message: 'No se guardó ningún registro. Error de la base de datos.' });
      expect(await countRows(server.db, 'insertados')).toBeGreaterThan(0);
      // Nothing kept: no rows, no journal entry, no audit event.
      expect(await databaseFingerprint(server.db)).toEqual(before);
    } finally {
      await server.db.exec('DROP TRIGGER rechazar_salon ON salones; DROP FUNCTION rechazar_salon(); DROP TABLE insertados;');
    }
  });

  it('rolls everything back on a unique constraint the declaration does not know, naming the line', async () => {
    const [existing] = await server.db.query<{ numero: string }>(`INSERT INTO salones (nombre, numero, capacidad, sede_id) VALUES ('Único', 'U-1', 5, 1) RETURNING numero`);
    await server.db.exec(`CREATE UNIQUE INDEX salones_numero_unico ON salones (numero) WHERE numero LIKE 'U-%'`);
    try {
      const before = await databaseFingerprint(server.db);
      const rows = rooms(3000, 5000);
      rows[2499] = room(7499, { numero: existing.numero });
      const response = await server.post('salon/crear_masivo', rows, server.adminToken);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'Conflict',
        message: 'No se guardó ningún registro: 1 fila con errores (2500).',
        filas: [{ fila: 2500, errores: { numero: 'Ya existe un registro con este valor' } }],
      });
      expect(await databaseFingerprint(server.db)).toEqual(before);
    } finally {
      await server.db.exec('DROP INDEX salones_numero_unico');
    }
  });

  it('answers 400 and writes nothing when a row breaks a database rule', async () => {
    await server.db.exec(`ALTER TABLE salones ADD CONSTRAINT salones_sin_prohibido CHECK (nombre <> 'Prohibido')`);
    try {
      const before = await databaseFingerprint(server.db);
      const rows = [{ nombre: 'Permitido', capacidad: '5', sede_id: '1' }, { nombre: 'Prohibido', capacidad: '5', sede_id: '1' }];
      const response = await server.post('salon/crear_masivo', rows, server.adminToken);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('No se guardó ningún registro. Un valor no cumple las reglas de la base de datos');
      expect(await databaseFingerprint(server.db)).toEqual(before);
    } finally {
      await server.db.exec('ALTER TABLE salones DROP CONSTRAINT salones_sin_prohibido');
    }
  });

  it('loads 10,000 rows in reasonable time, and refuses them all for 20 bad ones', async () => {
    const bad = rooms(10000, 20000).map((row, i) => (i % 500 === 0 ? { ...row, tipo_salon: 'cocina' } : row));
    const before = await databaseFingerprint(server.db);
    const refused = await server.post('salon/crear_masivo', { registros: bad }, server.adminToken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().filas).toHaveLength(20);
    expect(refused.json().message).toBe('No se guardó ningún registro: 20 filas con errores (1, 501, 1001, 1501, 2001, 2501, 3001, 3501, 4001, 4501 y 10 más).');
    expect(await databaseFingerprint(server.db)).toEqual(before);

    const count = await countRows(server.db, 'salones');
    const analyzed = () => server.db.query<{ n: number }>(`SELECT analyze_count::integer AS n FROM pg_stat_user_tables WHERE relname = 'salones'`);
    const [before10k] = await analyzed();
    const started = Date.now();
    const response = await server.post('salon/crear_masivo', { registros: rooms(10000, 20000) }, server.adminToken);
    expect(response.statusCode).toBe(200);
    // A big load refreshes the planner's statistics of the table.
    expect((await analyzed())[0].n).toBeGreaterThan(before10k.n);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(response.json()).toMatchObject({ mensaje: 'Se crearon 10000 registros.', creados: 10000 });
    expect(await countRows(server.db, 'salones')).toBe(count + 10000);
    expect(await countRows(server.db, 'cargas_masivas')).toBe(0);
    const events = await server.db.query<{ evento: string; n: number }>(
      `SELECT evento, jsonb_array_length(contenido->'ids')::integer AS n FROM eventos WHERE universo = 'salones' AND tipo = 'crear_masivo' ORDER BY id DESC LIMIT 1`,
    );
    expect(events).toEqual([{ evento: 'Se crearon 10000 registros.', n: 10000 }]);
  });

  slicedOnly('deletes the batches a stopped process left half written before the server listens', async () => {
    const ids = (
      await server.db.query<{ id: number }>(`INSERT INTO salones (nombre, capacidad, sede_id) VALUES ('Huérfano 1', 5, 1), ('Huérfano 2', 5, 1) RETURNING id`)
    ).map((r) => r.id);
    // As startBatch journals a range: the rows' ids, and no other row between them.
    await server.db.query(`INSERT INTO cargas_masivas (tabla, primer_id, ultimo_id) VALUES ('salones', $1, $2)`, [ids[0], ids[1]]);
    const lines: string[] = [];
    await recoverInterruptedWrites(server.db, (line) => lines.push(line));
    expect(lines).toEqual(['Cargas masivas interrumpidas deshechas: 1']);
    expect(await countRows(server.db, 'salones', `nombre LIKE 'Huérfano%'`)).toBe(0);
    expect(await countRows(server.db, 'cargas_masivas')).toBe(0);
  });

  slicedOnly('hides every row of the batch from lists, searches, details and the REST face until its last step', async () => {
    const seen: number[] = [];
    let done = false;
    const importing = server.post('salon/crear_masivo', rooms(4000, 70000).map((r) => ({ ...r, nombre: `Oculto ${r.numero}` })), server.adminToken).then((r) => {
      done = true;
      return r;
    });
    let hiddenSeen = 0;
    const restTotal = async () => {
      const rest = await server.app.inject({ method: 'GET', url: `/api/rest/salones?range=[0,0]&filter=${encodeURIComponent('{"q":"Oculto"}')}`, headers: { authorization: `Bearer ${server.adminToken}` } });
      return Number(/\/(\d+)$/.exec(String(rest.headers['content-range']))?.[1]);
    };
    const published = async () => (await countRows(server.db, 'cargas_masivas')) === 0;
    while (!done) {
      // Each read sees none of the batch or all of it (the last step may land between two reads).
      const [last] = await server.db.query<{ id: number | null }>(
        `SELECT max(s.id) AS id FROM salones s JOIN cargas_masivas c ON s.id BETWEEN c.primer_id AND c.ultimo_id WHERE c.tabla = 'salones'`,
      );
      if (last?.id) {
        const detail = await server.post('salon/detalle', { id: last.id }, server.adminToken);
        if (detail.statusCode === 404) hiddenSeen += 1;
        else expect(await published()).toBe(true);
      }
      const found = await server.post('salon/buscar', { texto: 'Oculto' }, server.adminToken);
      seen.push((found.json() as unknown[]).length, await restTotal());
    }
    expect((await importing).statusCode).toBe(200);
    expect(hiddenSeen).toBeGreaterThan(0);
    // buscar answers at most 100 rows, the REST face counts them all.
    expect(seen.filter((n) => n !== 0 && n !== 100 && n !== 4000)).toEqual([]);
    expect(await restTotal()).toBe(4000);
  });

  slicedOnly('an undo refused by a reference names it, keeps the rows hidden and blocks no other import', async () => {
    // A reference taken to a row of the running batch (only raw SQL can: the engine hides them), and a late slice failing.
    await server.db.exec(`
      CREATE TABLE referencia (salon_id integer REFERENCES salones (id));
      CREATE FUNCTION referenciar() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NOT EXISTS (SELECT 1 FROM referencia) THEN INSERT INTO referencia VALUES (NEW.id); END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER referenciar AFTER INSERT ON salones FOR EACH ROW WHEN (NEW.nombre LIKE 'Atascado%') EXECUTE FUNCTION referenciar();
      CREATE FUNCTION rechazar_salon() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.nombre = 'Salón imposible' THEN RAISE EXCEPTION 'fallo simulado'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER rechazar_salon BEFORE INSERT ON salones FOR EACH ROW EXECUTE FUNCTION rechazar_salon();`);
    try {
      const rows: Record<string, string>[] = rooms(3000, 80000).map((r) => ({ ...r, nombre: `Atascado ${r.numero}` }));
      rows[2900] = room(82900, { nombre: 'Salón imposible' });
      const response = await server.post('salon/crear_masivo', { registros: rows }, server.adminToken);
      const [{ salon_id: referenced }] = await server.db.query<{ salon_id: number }>('SELECT salon_id FROM referencia');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        code: 'InternalError',
        message: `No se guardó ningún registro. Error de la base de datos. No se pudo deshacer lo escrito (la fila ${referenced} está en uso en referencia): queda oculto y se deshará al reiniciar el servidor.`,
      });
      await server.db.exec('DROP TRIGGER referenciar ON salones; DROP TRIGGER rechazar_salon ON salones');
      // Hidden from every read of the engine, and no obstacle to the next import.
      expect((await server.post('salon/buscar', { texto: 'Atascado' }, server.adminToken)).json()).toEqual([]);
      const list = await server.post('salon/lista', { pagina: 1, por_pagina: 100, orden: { campo: 'id', direccion: 'DESC' } }, server.adminToken);
      expect(list.statusCode).toBe(200);
      expect(JSON.stringify(list.json())).not.toContain('Atascado');
      expect((await server.post('salon/detalle', { id: referenced }, server.adminToken)).statusCode).toBe(404);
      const next = await server.post('salon/crear_masivo', rooms(50, 90000), server.adminToken);
      expect(next.statusCode).toBe(200);
      expect(await countRows(server.db, 'salones', `numero LIKE 'M-900%'`)).toBe(50);

      // At the next start it is retried: still referenced, it stays and says why; once free, it goes.
      const lines: string[] = [];
      await recoverInterruptedWrites(server.db, (line) => lines.push(line));
      expect(lines).toEqual([
        expect.stringMatching(new RegExp(`^La carga masiva \\d+ \\(salones\\) no se pudo deshacer: la fila ${referenced} está en uso en referencia\\. Sus filas siguen ocultas; se reintentará al reiniciar el servidor\\.$`)),
      ]);
      await server.db.exec('DELETE FROM referencia');
      lines.length = 0;
      await recoverInterruptedWrites(server.db, (line) => lines.push(line));
      expect(lines).toEqual(['Cargas masivas interrumpidas deshechas: 1']);
      expect(await countRows(server.db, 'salones', `nombre LIKE 'Atascado%'`)).toBe(0);
      expect(await countRows(server.db, 'cargas_masivas')).toBe(0);
    } finally {
      await server.db.exec('DROP TRIGGER IF EXISTS referenciar ON salones; DROP TABLE IF EXISTS referencia; DROP FUNCTION IF EXISTS referenciar(); DROP TRIGGER IF EXISTS rechazar_salon ON salones; DROP FUNCTION IF EXISTS rechazar_salon();');
    }
  });
});

describe('crear_masivo beside other requests', () => {
  it('lets reads through while it writes', async () => {
    let done = false;
    const importing = server.post('salon/crear_masivo', rooms(5000, 40000), server.adminToken).then((r) => {
      done = true;
      return r;
    });
    let readsWhileImporting = 0;
    while (!done && readsWhileImporting < 1000) {
      const read = await server.post('salon/detalle', { id: 1 }, server.adminToken);
      expect(read.statusCode).toBe(200);
      if (!done) readsWhileImporting += 1;
    }
    expect((await importing).statusCode).toBe(200);
    // Under one long transaction every read would wait for the end of the import.
    expect(readsWhileImporting).toBeGreaterThan(5);
  });

  it('two imports racing for the same value: one is written whole, the other not at all', async () => {
    const count = await countRows(server.db, 'usuarios');
    const student = (batch: number, i: number) => ({
      primer_nombre: 'Carrera', primer_apellido: 'Paralela', tipo_documento: 'CC', numero_documento: `33${batch}${String(i).padStart(6, '0')}`,
      movil: '3105550000', email: i === 1999 ? 'compartido@correo.test' : `carrera${batch}.${i}@correo.test`, sede_id: '1', curso_actual_id: '1',
    });
    const batch = (n: number) => Array.from({ length: 2000 }, (_, i) => student(n, i));
    const answers = await Promise.all([1, 2].map((n) => server.post('estudiante/crear_masivo', batch(n), server.adminToken)));
    // The embedded database re-checks the value per slice (400); PostgreSQL's unique key stops the
    // one transaction (409). Either way the loser names the line and writes nothing.
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([400, 409]).toContain(statuses[1]);
    const refused = answers.find((a) => a.statusCode !== 200)!;
    expect(refused.json().filas).toEqual([{ fila: 2000, errores: { email: 'Ya existe un registro con este valor' } }]);
    expect(await countRows(server.db, 'usuarios')).toBe(count + 2000);
  });
});
