// Demo banners: campaigns for some courses and sedes, one of them over and one not yet started.
import { addDays } from '../../core/engine/clock';
import type { SqlParam } from '../db/database';
import type { Random } from './prng';

const CAMPAIGNS = ['semana-de-la-conversacion', 'club-de-lectura', 'examen-internacional', 'vacaciones-recreativas', 'nuevo-nivel-b2'];

export function buildBanners(random: Random, context: { cursoIds: number[]; sedeIds: number[]; metodos: string[]; today: string; usuario: string }): Record<string, SqlParam>[] {
  return CAMPAIGNS.map((campaign, i) => {
    const inicio = addDays(context.today, [-40, -5, 0, 10, 30][i]);
    return {
      url: `https://estaticos.escuela.test/banners/${campaign}.png`,
      activo: i !== 0,
      fecha_inicio: inicio,
      fecha_fin: addDays(inicio, random.int(7, 30)),
      destination_url: `https://escuela.test/novedades/${campaign}`,
      cursos: random.sample(context.cursoIds, random.int(2, 6)),
      sedes: random.sample(context.sedeIds, random.int(1, 5)),
      metodos_pago: random.sample(context.metodos, random.int(1, context.metodos.length)),
      usuario: context.usuario,
    };
  });
}
