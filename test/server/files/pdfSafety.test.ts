// The active-content inspection of uploaded PDFs on its own (issue 20, server/files/pdfSafety.ts):
// what it refuses — however the name is spelled or packed —, what it cannot inspect, and the
// ordinary documents it must keep accepting.
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inspectPdf } from '../../../server/files/pdfSafety';
import { onePagePdf } from '../../../server/seed/pdf';
import { buildPdf, objectStream, pdfLibDocument } from './pdfSamples';

const JS_ACTION = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';
const MDN = 'https://developer.mozilla.org/es/docs/Web/JavaScript';
const openAction = (action: string) => buildPdf({ catalog: '/OpenAction 6 0 R', objects: [action] });
const packed = (object: string, options?: Parameters<typeof objectStream>[2]) =>
  buildPdf({ catalog: '/OpenAction 7 0 R', objects: [objectStream([object], 7, options)] });

describe('refused as active content', () => {
  const cases: [string, Buffer][] = [
    ['an /OpenAction running /JS', openAction(JS_ACTION)],
    ['hex-escaped names (/J#61vaScript, /J#53)', openAction('<< /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>')],
    ['a script key alone, hex-escaped', openAction('<< /S /GoTo /D [3 0 R /Fit] /J#53 (x) >>')],
    ['a JavaScript action inside a FlateDecode object stream', packed(JS_ACTION)],
    ['a hex-escaped name inside a FlateDecode object stream', packed('<< /S /J#61v#61Script /JS (x) >>')],
    ['a /Launch action', openAction('<< /S /Launch /F (calc.exe) >>')],
    ['/EmbeddedFiles with an /EmbeddedFile stream', buildPdf({
      catalog: '/Names << /EmbeddedFiles << /Names [(a.exe) 6 0 R] >> >>',
      objects: ['<< /Type /Filespec /F (a.exe) /EF << /F 7 0 R >> >>', { dict: '/Type /EmbeddedFile', data: Buffer.from('MZ') }],
    })],
    ['an embedded file reached only through /EF', buildPdf({ catalog: '/AF [6 0 R]', objects: ['<< /Type /Filespec /F (a.exe) /EF << /F 5 0 R >> >>'] })],
    ['additional actions (/AA), even to a page', buildPdf({ catalog: '/AA << /WC << /S /GoTo /D [3 0 R /Fit] >> >>' })],
    ['a form submission', openAction('<< /S /SubmitForm /F << /FS /URL /F (https://otro.test) >> >>')],
    ['a data import', openAction('<< /S /ImportData /F (datos.fdf) >>')],
    ['a remote go-to', openAction('<< /S /GoToR /F (\\\\\\\\servidor\\\\x.pdf) /D [0 /Fit] >>')],
    ['an embedded go-to', openAction('<< /S /GoToE /T << /R /C /N (a) >> >>')],
    ['rich media', buildPdf({ objects: ['<< /Type /Annot /Subtype /RichMedia >>'] })],
    ['an XFA form', buildPdf({ catalog: '/AcroForm << /Fields [] /XFA 6 0 R >>', objects: ['<< >>'] })],
    // A reader follows the cross-reference offsets, which may point into a comment, a string or a stream's data.
    ['an object written in a comment', Buffer.concat([buildPdf(), Buffer.from('% 9 0 obj << /S /Launch /F (calc.exe) >> endobj\n')])],
    ['an object written in a string', buildPdf({ catalog: '/Lang (9 0 obj <</S/JavaScript/JS(x)>> endobj)' })],
    ['an object written in another stream’s data', buildPdf({ objects: [{ dict: '', data: Buffer.from('9 0 obj << /S /JavaScript /JS (x) >> endobj') }] })],
  ];
  it.each(cases)('%s', (_label, bytes) => {
    expect(inspectPdf(bytes)).toBe('active');
  });

  it('a document pdf-lib writes with a document-level script (in an object stream)', async () => {
    expect(inspectPdf(await pdfLibDocument({ javaScript: 'app.alert("hola")' }))).toBe('active');
  });
});

describe('refused as impossible to inspect', () => {
  const hex = (content: Buffer) => Buffer.from(`${content.toString('hex')}>`, 'latin1');
  const cases: [string, Buffer][] = [
    ['an object stream in another filter', packed(JS_ACTION, { dict: '/Filter /ASCIIHexDecode', encode: hex })],
    ['an object stream with a predictor', packed('<< >>', { dict: '/DecodeParms << /Predictor 12 /Columns 4 >>' })],
    ['an object stream whose data does not inflate', packed('<< >>', { dict: '/Filter /FlateDecode', encode: () => randomBytes(200) })],
    ['an encrypted document with object streams', buildPdf({ objects: [objectStream(['<< >>'], 7)], trailer: '/Encrypt << /Filter /Standard /V 2 >>' })],
    ['an object stream whose object starts inside a string', packed('(x << /S /GoTo >>)', { offsets: [3] })],
    [
      'an object stream inside another stream’s data',
      buildPdf({ objects: [{ dict: '', data: Buffer.from('7 0 obj << /Type /ObjStm /N 1 /First 4 /Length 3 >> stream\nabc\nendstream endobj') }] }),
    ],
  ];
  it.each(cases)('%s', (_label, bytes) => {
    expect(inspectPdf(bytes)).toBe('uninspectable');
  });
});

describe('refused as too large once inflated', () => {
  it('an object stream over the budget (a zip bomb) — inflation stops at the budget', () => {
    const bomb = packed(`<< /Title (${' '.repeat(4096)}) >>`);
    expect(inspectPdf(bomb, 4096)).toBe('tooLarge');
    expect(inspectPdf(bomb, 8192)).toBe('safe');
  });

  it('51 MB of object stream in a few kilobytes', () => {
    const bomb = buildPdf({ objects: [{ dict: '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', data: deflateSync(Buffer.alloc(51 * 1024 * 1024, 0x20)) }] });
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(inspectPdf(bomb)).toBe('tooLarge');
  });
});

describe('accepted', () => {
  const cases: [string, Buffer][] = [
    ['the seed’s one-page PDF', onePagePdf(4000)],
    ['a document-open action that goes to a page', buildPdf({ catalog: '/OpenAction [3 0 R /Fit] /PageMode /UseOutlines' })],
    ['a link to an https address', buildPdf({ objects: ['<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /URI /URI (https://aula.escuela.test) >> >>'] })],
    ['names that only begin like refused ones', buildPdf({ catalog: '/JSON 1 /AAA 2 /Launcher 3 /EFx 4 /JavaScriptX 5' })],
    ['the words in a string or in a compressed page', buildPdf({
      catalog: '/Lang (es /JS /AA /JavaScript)',
      objects: [{ dict: '/Filter /FlateDecode', data: deflateSync('BT /F1 9 Tf (/JavaScript /Launch) Tj ET') }],
    })],
    ['a link to a page about JavaScript', buildPdf({ objects: [`<< /Type /Annot /Subtype /Link /A << /S /URI /URI (${MDN}) >> >>`] })],
    ['the same link in an object stream', packed(`<< /Type /Annot /Subtype /Link /A << /S /URI /URI (${MDN}) >> >>`)],
    ['an object stream of ordinary objects', packed('<< /Type /Annot /Subtype /Link /A << /S /GoTo /D [3 0 R /Fit] >> >>')],
    ['an encrypted document without object streams', buildPdf({ trailer: '/Encrypt << /Filter /Standard /V 2 >>' })],
  ];
  it.each(cases)('%s', (_label, bytes) => {
    expect(inspectPdf(bytes)).toBe('safe');
  });

  it('documents pdf-lib writes, with and without object streams', async () => {
    expect(inspectPdf(await pdfLibDocument())).toBe('safe');
    expect(inspectPdf(await pdfLibDocument({ objectStreams: false }))).toBe('safe');
  });
});
