// Deep merge of message catalogues: nested objects merge, any other value of `override` wins.
export type MessageTree = { [key: string]: string | MessageTree | undefined };

function isTree(value: unknown): value is MessageTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function deepMerge(base: MessageTree, override: MessageTree): MessageTree {
  const result: MessageTree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue;
    const current = result[key];
    result[key] = isTree(current) && isTree(value) ? deepMerge(current, value) : value;
  }
  return result;
}
