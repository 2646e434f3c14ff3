// The wire codec between the TMF adapter and the operator service. TMF resources are JSON, and
// TMF dates are ISO 8601 strings; the port's answers carry `Date` objects where the portal computes
// with them. A date therefore travels as `{ "$date": "<ISO>" }` inside the extension properties
// (`outcome`, bridge answers), so the adapter gives back exactly what the in-process port gives.

export function encodeWire(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key: string, current: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { $date: raw.toISOString() } : current;
  });
}

export function decodeWire<T = unknown>(text: string): T {
  return JSON.parse(text, (_key, current: unknown) => {
    if (current && typeof current === 'object' && !Array.isArray(current)) {
      const keys = Object.keys(current);
      const date = (current as { $date?: unknown }).$date;
      if (keys.length === 1 && typeof date === 'string') return new Date(date);
    }
    return current;
  }) as T;
}

/** the same revival for a value already parsed as plain JSON (a TMF body's extension property) */
export const reviveWire = <T>(value: unknown): T => decodeWire<T>(JSON.stringify(value ?? null));
