// The dataProvider's side of crear_masivo: a 200 resolves with the result; a batch refused line by
// line rejects with an HttpError that bulkRejectionOf reads (and leaves the overlay to the preview).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bulkRejectionOf, createDataProvider } from '../../dataProvider';
import { bulkBody } from '../../dataProvider/bulk';
import salones from '../../resources/salones/schema';
import { feedback } from '../../src/shell/feedback';

function providerAnswering(status: number, body: unknown) {
  const fetchImpl = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  return createDataProvider({ resources: [salones], fetchImpl: fetchImpl as unknown as typeof fetch, getToken: () => 'token' });
}

beforeEach(() => {
  feedback.reset();
});

describe('bulkCreate', () => {
  it('sends the records as one JSON body, written in slices into a Blob', async () => {
    const fetchImpl = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify({ mensaje: 'ok', creados: 2, resultados: [] })));
    const provider = createDataProvider({ resources: [salones], fetchImpl: fetchImpl as unknown as typeof fetch, getToken: () => 'token' });
    await provider.bulkCreate('salones', [{ nombre: 'A', capacidad: 3 }, { nombre: 'Ñ "b"', sede_id: null }]);
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('/api/salon/crear_masivo');
    expect(init.body).toBeInstanceOf(Blob);
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(await (init.body as Blob).text())).toEqual({ registros: [{ nombre: 'A', capacidad: 3 }, { nombre: 'Ñ "b"', sede_id: null }] });
  });

  it("writes a big batch's JSON a slice at a time, the same JSON as one stringify", async () => {
    const registros = Array.from({ length: 1234 }, (_, i) => ({ nombre: `Aula ${i}`, n: i, nada: undefined, lista: [i, null] }));
    const ticks: number[] = [];
    const timer = setInterval(() => ticks.push(1), 0);
    const body = await bulkBody(registros, 100);
    clearInterval(timer);
    expect(await body.text()).toBe(JSON.stringify({ registros }));
    expect(body.type).toBe('application/json');
    // 13 slices: the timers ran between them, so the page got its turns.
    expect(ticks.length).toBeGreaterThan(0);
    expect(await (await bulkBody([])).text()).toBe('{"registros":[]}');
  });

  it('resolves with the server result', async () => {
    const result = { mensaje: 'Se creó 1 registro.', creados: 1, resultados: [{ fila: 1, ok: true, id: 9 }] };
    await expect(providerAnswering(200, result).bulkCreate('salones', [{ nombre: 'A' }])).resolves.toEqual(result);
  });

  it('rejects a refused batch with its lines, without an overlay message (the preview shows them)', async () => {
    const body = {
      code: 'ValidationError',
      message: 'No se guardó ningún registro: 2 filas con errores (7 y 13).',
      filas: [
        { fila: 7, errores: { email: 'El correo electrónico no es válido' } },
        { fila: 13, errores: { sede_id: 'Valor no permitido' } },
      ],
    };
    const failure = await providerAnswering(400, body).bulkCreate('salones', [{}]).catch((error: unknown) => error);
    expect(bulkRejectionOf(failure)).toEqual({ message: body.message, filas: body.filas });
    expect(feedback.get().message).toBeNull();
    expect(feedback.get().pending).toBe(0);
  });

  it('leaves any other failure to the overlay', async () => {
    const body = { code: 'InternalError', message: 'No se guardó ningún registro. Error de la base de datos.' };
    const failure = await providerAnswering(500, body).bulkCreate('salones', [{}]).catch((error: unknown) => error);
    expect(bulkRejectionOf(failure)).toBeNull();
    expect(feedback.get().message).toEqual({ kind: 'error', text: body.message });
  });

  it('reads only well-formed rejections', () => {
    expect(bulkRejectionOf(new Error('x'))).toBeNull();
    expect(bulkRejectionOf({ body: { filas: [] } })).toBeNull();
    expect(bulkRejectionOf({ body: { filas: [{ fila: 'uno', errores: {} }] } })).toBeNull();
    expect(bulkRejectionOf({ body: { message: 'm', filas: [{ fila: 2, errores: { a: 'x', b: 3 } }] } })).toEqual({ message: 'm', filas: [{ fila: 2, errores: { a: 'x' } }] });
  });
});
