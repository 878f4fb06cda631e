// A request body read as JSON, refused when an object repeats a key: JSON.parse keeps the last
// value, another parser in front of the hub (a proxy, a log) might read the first, and a signed
// message must mean one thing to everyone.

export type JsonBody = { ok: true; value: unknown } | { ok: false; error: string };

/** The first key an object of `text` (valid JSON) repeats, or undefined. */
export function repeatedKey(text: string): string | undefined {
  // One entry per open object (its keys) or array (null), innermost last.
  const open: (Set<string> | null)[] = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') {
      let end = i + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      const keys = open.at(-1);
      if (expectKey && keys) {
        const key = JSON.parse(text.slice(i, end + 1)) as string;
        if (keys.has(key)) return key;
        keys.add(key);
        expectKey = false;
      }
      i = end;
    } else if (char === '{') {
      open.push(new Set());
      expectKey = true;
    } else if (char === '[') open.push(null);
    else if (char === '}' || char === ']') open.pop();
    else if (char === ',') expectKey = open.at(-1) instanceof Set;
  }
  return undefined;
}

export function parseJsonBody(text: string): JsonBody {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: 'The body must be valid JSON' };
  }
  const repeated = repeatedKey(text);
  if (repeated !== undefined) return { ok: false, error: `The body repeats the field "${repeated}"` };
  return { ok: true, value };
}
