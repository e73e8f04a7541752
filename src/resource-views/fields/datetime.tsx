// 'datetime': written by the server; a text box where a form shows it.
import { textInput } from './shared/textInput';

export const input = textInput('text');
