// 'document': a text box (the server stores it normalised).
import { textInput } from './shared/textInput';

export const input = textInput('text');
