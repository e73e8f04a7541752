// @vitest-environment jsdom
// The two sanitisers of rich text (sanitize-html on the server before storing, DOMPurify in the
// browser before showing) are configured from one allow-list: on hostile input neither keeps anything
// that runs, and both keep the same markup.
import { describe, expect, it } from 'vitest';
import { richTextPlain } from '../../core/engine/richText';
import { defineResource } from '../../core/engine/declaration/resource';
import { parseImportFile } from '../../src/bulk/parseImportFile';
import { validateRows } from '../../src/bulk/validateRows';
import { sanitizeRichText } from '../../server/crud/sanitize';
import { purifyRichText } from '../../src/resource-views/purifyRichText';

const HOSTILE = [
  '<p onclick="x()">Hola <script>alert(1)</script><a href="javascript:alert(1)">y</a></p>',
  '<img src=x onerror=alert(1)><p>texto</p>',
  '<p style="color:red" onmouseover="alert(1)">estilo</p>',
  '<style>p { color: red }</style><p>con estilo</p>',
  '<iframe src="https://evil.example"></iframe><p>marco</p>',
  '<a href="JaVaScRiPt:alert(1)">mayúsculas</a>',
  '<a href="java&#09;script:alert(1)">tabulador</a>',
  '<a href=" javascript:alert(1)">espacio</a>',
  '<a href="data:text/html,<script>alert(1)</script>">datos</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<svg><script>alert(1)</script><circle onload="alert(1)"></circle></svg><p>svg</p>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<object data="x.swf"></object><embed src="x.swf"><p>plugin</p>',
  '<form action="https://evil.example"><input name="a"><button formaction="javascript:alert(1)">b</button></form>',
  '<span data-x="1" class="c" id="i" aria-label="a" title="t">atributos</span>',
  '<h2 onclick="alert(1)">Título</h2><ul><li onfocus="alert(1)">uno</li></ul>',
  '<a href="https://ejemplo.com" target="_blank" onclick="alert(1)" style="x">enlace</a>',
  '<p>a &amp; b &lt;script&gt;alert(1)&lt;/script&gt;</p>',
  '<template><script>alert(1)</script></template><p>plantilla</p>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="javascript:alert(1)//"><p>meta</p>',
];

// Parsed differently by htmlparser2 and a browser (no scripting: <noscript> holds markup), so the two
// outputs differ; each must still be harmless.
const PARSER_DEPENDENT = ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">x</p></noscript>'];

/** The same markup however each library writes it (<br /> or <br>, quoting): re-serialised by the DOM. */
function normalised(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

function dangers(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const found: string[] = [];
  for (const element of template.content.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'form', 'img', 'meta', 'base'].includes(tag)) found.push(tag);
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name) || attribute.name === 'style') found.push(`${tag}[${attribute.name}]`);
      if (attribute.name === 'href' && !/^(https?:|mailto:)/i.test(attribute.value)) found.push(`href=${attribute.value}`);
    }
  }
  return found;
}

describe('rich text sanitisers', () => {
  it.each(HOSTILE)('neither keeps anything that runs, and both agree: %s', (input) => {
    const server = sanitizeRichText(input);
    const browser = purifyRichText(input);
    expect(dangers(server)).toEqual([]);
    expect(dangers(browser)).toEqual([]);
    expect(server.toLowerCase()).not.toMatch(/javascript:|<script|onerror|onclick/);
    expect(normalised(browser)).toBe(normalised(server));
  });

  it.each(PARSER_DEPENDENT)('neither keeps anything that runs: %s', (input) => {
    expect(dangers(sanitizeRichText(input))).toEqual([]);
    expect(dangers(purifyRichText(input))).toEqual([]);
  });

  it('keep the allowed formatting, and links get rel="noopener noreferrer"', () => {
    const input = '<h2>Plan</h2><p><strong>a</strong> <em>b</em> <u>c</u></p><ol><li>uno</li></ol><a href="https://x.co" target="_blank">x</a>';
    const expected =
      '<h2>Plan</h2><p><strong>a</strong> <em>b</em> <u>c</u></p><ol><li>uno</li></ol><a href="https://x.co" target="_blank" rel="noopener noreferrer">x</a>';
    expect(normalised(sanitizeRichText(input))).toBe(expected);
    expect(normalised(purifyRichText(input))).toBe(expected);
  });

  it('a course e-mail body: script, on* and javascript: go; <b>, https links and tables stay', () => {
    const input =
      '<p onclick="robar()">Hola <b>Ana</b><script>alert(1)</script></p><a href="javascript:alert(1)">malo</a>' +
      '<a href="https://aula.escuela.test/progreso">portal</a>' +
      '<table><thead><tr><th colspan="2" onmouseover="x()">Notas</th></tr></thead><tbody><tr><td>Final</td><td>4,5</td></tr></tbody></table>';
    const expected =
      '<p>Hola <b>Ana</b></p><a rel="noopener noreferrer">malo</a><a href="https://aula.escuela.test/progreso" rel="noopener noreferrer">portal</a>' +
      '<table><thead><tr><th colspan="2">Notas</th></tr></thead><tbody><tr><td>Final</td><td>4,5</td></tr></tbody></table>';
    expect(normalised(sanitizeRichText(input))).toBe(normalised(expected));
    expect(normalised(purifyRichText(input))).toBe(normalised(expected));
  });

  it('a value of spaces only is blank to the reader', () => {
    expect(richTextPlain(sanitizeRichText('<p>&nbsp;</p><p><br></p>'))).toBe('');
    expect(richTextPlain(purifyRichText('<p>&nbsp;</p><script>x</script>'))).toBe('');
  });
});

describe('the bulk preview', () => {
  const decl = defineResource({
    name: 'planes',
    prefix: 'plan',
    label: { one: 'Plan', many: 'Planes' },
    table: 'planes',
    representation: '{titulo}',
    messages: { created: 'Plan creado', updated: 'Plan actualizado' },
    permissions: { list: 'P1', show: 'P2', bulk: 'P3' },
    fields: [
      { source: 'titulo', type: 'text', label: 'Título', required: true },
      { source: 'descripcion', type: 'richText', label: 'Descripción', required: true },
      { source: 'sesiones', type: 'jsonList', label: 'Sesiones', jsonList: { maxItems: 2, item: [{ source: 'tema', type: 'text', label: 'Tema', required: true }] } },
    ],
    list: { columns: ['titulo'], perPage: 5, perPageOptions: [5], sort: { field: 'titulo', order: 'ASC' } },
    bulk: { columns: ['titulo', 'descripcion', 'sesiones'] },
  });

  it('takes a rich text cell as HTML and a JSON list cell as JSON text (CSV, quoted), with the shared rules', async () => {
    const csv = [
      'titulo,descripcion,sesiones',
      'Uno,"<p>Hola, <b>mundo</b></p>","[{""tema"":""A""},{""tema"":""B""}]"',
      'Dos,<p>&nbsp;</p>,',
      'Tres,<p>x</p>,"[{""tema"":""A""},{""tema"":""""}]"',
      'Cuatro,<p>x</p>,no es json',
    ].join('\n');
    const parsed = await parseImportFile(new File([csv], 'planes.csv', { type: 'text/csv' }), decl);
    const [uno, dos, tres, cuatro] = await validateRows(parsed.rows, decl);
    expect(uno.errors).toEqual({});
    expect(uno.record).toEqual({ titulo: 'Uno', descripcion: '<p>Hola, <b>mundo</b></p>', sesiones: [{ tema: 'A' }, { tema: 'B' }] });
    expect(dos.errors).toEqual({ descripcion: 'Este campo es requerido' });
    expect(dos.record.sesiones).toEqual([]);
    expect(tres.errors).toEqual({ sesiones: 'Elemento 2, Tema: Este campo es requerido' });
    expect(cuatro.errors).toEqual({ sesiones: 'Debe ser una lista' });
  });
});
