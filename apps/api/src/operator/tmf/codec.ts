// The wire codec between the TMF adapter and the operator service. TMF resources are JSON, and
// TMF dates are ISO 8601 strings; the port's answers carry `Date` objects where the portal computes
// with them. A date therefore travels as `{ "$date": "<ISO>" }` inside the extension properties
// (`outcome`, bridge answers), so the adapter gives back exactly what the in-process port gives.
// A `Map` (a lookup by number) travels as `{ "$map": [[key, value], …] }` for the same reason.

export function encodeWire(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key: string, current: unknown) {
    const raw = this[key];
    if (raw instanceof Date) return { $date: raw.toISOString() };
    if (raw instanceof Map) return { $map: [...raw.entries()] };
    return current;
  });
}

export function decodeWire<T = unknown>(text: string): T {
  return JSON.parse(text, (_key, current: unknown) => {
    if (current && typeof current === 'object' && !Array.isArray(current)) {
      const keys = Object.keys(current);
      const { $date: date, $map: entries } = current as { $date?: unknown; $map?: unknown };
      if (keys.length === 1 && typeof date === 'string') return new Date(date);
      if (keys.length === 1 && Array.isArray(entries)) return new Map(entries as [unknown, unknown][]);
    }
    return current;
  }) as T;
}

/** the same revival for a value already parsed as plain JSON (a TMF body's extension property) */
export const reviveWire = <T>(value: unknown): T => decodeWire<T>(JSON.stringify(value ?? null));
