// Canonical JSON (sorted keys), once: an action received (from a guest's phone or a tap) equals a
// legal action whatever the order of its keys. The authority and the Saboteur companion use it.

/** The JSON of `v` with every object's keys sorted. */
export function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}
