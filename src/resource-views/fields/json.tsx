// 'json': a structured value no form edits (named actions change it).
import type { FieldInputOf } from './types';

export const input: FieldInputOf = () => null;
