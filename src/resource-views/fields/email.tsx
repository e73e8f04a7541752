// 'email': the browser's e-mail box.
import { textInput } from './shared/textInput';

export const input = textInput('email');
