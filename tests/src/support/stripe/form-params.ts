/**
 * Stripe's request encoding (`a[b][0][c]=v`, form bodies and query strings alike) read back into
 * nested objects; objects whose keys are all indices become arrays.
 */
type Params = { [key: string]: Node };
type Node = string | Params | Node[];

const toArrays = (node: Node): Node => {
  if (typeof node === 'string' || Array.isArray(node)) return node;
  const keys = Object.keys(node);
  const converted = Object.fromEntries(keys.map((key) => [key, toArrays(node[key]!)]));
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => converted[key]!);
  }
  return converted;
};

export const parseStripeParams = (encoded: string): Record<string, unknown> => {
  const root: Params = {};
  for (const pair of encoded.split('&')) {
    if (!pair) continue;
    const [rawKey, rawValue = ''] = pair.split('=');
    const key = decodeURIComponent(rawKey!.replace(/\+/g, ' '));
    const value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
    const path = key.split(/[[\]]+/).filter((part) => part !== '');
    let at: Params = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        at[part] = value;
        return;
      }
      const next = at[part];
      if (typeof next !== 'object' || Array.isArray(next)) at[part] = {};
      at = at[part] as Params;
    });
  }
  return toArrays(root) as Record<string, unknown>;
};
