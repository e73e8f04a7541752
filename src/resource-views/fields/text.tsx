// 'text': a text box.
import { textInput } from './shared/textInput';

export const input = textInput('text');
