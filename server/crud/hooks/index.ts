// Which resources have server hooks (by declaration name). A resource without an entry needs none.
import { estudiantesHooks } from './estudiantes';
import type { ResourceHooks } from './types';

const HOOKS: Record<string, ResourceHooks> = {
  estudiantes: estudiantesHooks,
};

export function hooksFor(resourceName: string): ResourceHooks {
  return HOOKS[resourceName] ?? {};
}
