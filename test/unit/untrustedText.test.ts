// Issue 20: the one rule of which characters a stored text may hold, and the cut of echoed input.
import { describe, expect, it } from 'vitest';
import { echoed, ECHO_MAX_LENGTH, TEXT_CHARACTER_MESSAGES, textCharacterProblem } from '../../core/engine/untrustedText';

const { singleLine, multiLine } = TEXT_CHARACTER_MESSAGES;

/** Refused everywhere: the C0 controls but tab/LF/CR, DEL, C1, and Unicode's Bidi_Control set. */
const ALWAYS_REFUSED: [string, string][] = [
  ['NUL', 'Ana\u0000'], ['BEL', 'A\u0007na'], ['backspace', 'An\u0008a'], ['vertical tab', 'Ana\u000BMaria'], ['form feed', 'Ana\u000CMaria'],
  ['ESC (terminal colours)', '\u001B[31mAna'], ['unit separator', 'Ana\u001F'], ['DEL', 'Ana\u007F'],
  ['C1 PAD', 'Ana\u0080'], ['C1 NEL', 'Ana\u0085Maria'], ['C1 APC', 'Ana\u009F'],
  ['LRE', 'Ana\u202A'], ['RLE', 'Ana\u202B'], ['PDF', 'Ana\u202C'], ['LRO', 'Ana\u202D'], ['RLO', 'Ana\u202Egpj.exe'],
  ['LRI', '\u2066Ana'], ['RLI', '\u2067Ana'], ['FSI', '\u2068Ana'], ['PDI', 'Ana\u2069'],
  ['LRM', 'Ana\u200E'], ['RLM', 'Ana\u200F'], ['ALM', 'Ana\u061C'],
];
/** Line breaks and tab: a multi-line text keeps them, a single-line one refuses them. */
const BREAKS: [string, string][] = [
  ['LF', 'Ana\nMaria'], ['CRLF', 'Ana\r\nMaria'], ['CR', 'Ana\rMaria'], ['tab', 'Ana\tMaria'],
  ['line separator', 'Ana\u2028Maria'], ['paragraph separator', 'Ana\u2029Maria'],
];
/** Ordinary text, of any script: no rule of ours refuses it. */
const ACCEPTED = [
  'Ana María Núñez-Peña', 'Ángela (Mª) del Río, Jr.', 'José\u00A0Luis', 'co\u00ADrreo', '«Asunto» — 100 %',
  'مرحبا', 'שלום עולם', '日本語', 'Profe 👩🏽‍🏫 😀', 'e\u0301', '',
];

describe('textCharacterProblem', () => {
  it.each(ALWAYS_REFUSED)('refuses %s in single-line and multi-line texts', (_name, text) => {
    expect(textCharacterProblem(text, false)).toBe(singleLine);
    expect(textCharacterProblem(text, true)).toBe(multiLine);
  });

  it.each(BREAKS)('refuses %s in a single-line text and keeps it in a multi-line one', (_name, text) => {
    expect(textCharacterProblem(text, false)).toBe(singleLine);
    expect(textCharacterProblem(text, true)).toBeUndefined();
  });

  it.each(ACCEPTED)('accepts %j', (text) => {
    expect(textCharacterProblem(text, false)).toBeUndefined();
    expect(textCharacterProblem(text, true)).toBeUndefined();
  });

  it('reports a refused character among allowed line breaks with the multi-line message', () => {
    expect(textCharacterProblem('Línea 1\nLínea 2\u202E', true)).toBe(multiLine);
  });

  it('refuses a damaged letter (U+FFFD, a file read in the wrong encoding) first, with what to check', () => {
    const damaged = 'El texto contiene caracteres dañados (\uFFFD); revise la codificación del archivo';
    expect(textCharacterProblem('Medell\uFFFDn', false)).toBe(damaged);
    expect(textCharacterProblem('Línea 1\nComprensi\uFFFDn\u202E', true)).toBe(damaged);
  });

  it('speaks Spanish and says what a multi-line text keeps', () => {
    expect(singleLine).toBe('No puede contener caracteres de control ni de dirección de texto');
    expect(multiLine).toBe('No puede contener caracteres de control (salvo saltos de línea y tabulaciones) ni de dirección de texto');
  });
});

describe('echoed', () => {
  it('keeps text of up to 100 characters as it is', () => {
    expect(ECHO_MAX_LENGTH).toBe(100);
    expect(echoed('')).toBe('');
    expect(echoed('campo_extra')).toBe('campo_extra');
    expect(echoed('k'.repeat(100))).toBe('k'.repeat(100));
  });

  it('cuts longer text to 100 characters, the last one an ellipsis', () => {
    expect(echoed('k'.repeat(101))).toBe(`${'k'.repeat(99)}…`);
    expect(echoed('k'.repeat(10_000))).toHaveLength(100);
    expect(echoed('abcdef', 4)).toBe('abc…');
  });

  it('never leaves half of a surrogate pair', () => {
    const cut = echoed(`${'a'.repeat(98)}😀${'b'.repeat(10)}`);
    expect(cut).toBe(`${'a'.repeat(98)}…`);
  });
});
