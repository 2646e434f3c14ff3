// A small JSON Schema (draft-07 subset) checker for the TMF schema subsets in ./schemas: type,
// required, properties, items, enum, const, allOf, anyOf and local $ref. It is what the tests use
// to check every request the adapter sends against the TMF schema it claims (decision 032); the
// full OpenAPI files are not needed for that, and no validator library is a dependency of the API.

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  required?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  minItems?: number;
  pattern?: string;
  definitions?: Record<string, JsonSchema>;
  [other: string]: unknown;
};

const typeOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
};

const typeMatches = (actual: string, expected: string) =>
  actual === expected || (expected === 'number' && actual === 'integer');

/** the violations of `value` against `schema` (with `root` for $ref '#/definitions/…'); empty when valid */
export function validateJson(
  schema: JsonSchema,
  value: unknown,
  root: JsonSchema = schema,
  at = '$',
): string[] {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/definitions/', '');
    const target = root.definitions?.[name];
    if (!target) return [`${at}: unknown $ref ${schema.$ref}`];
    return validateJson(target, value, root, at);
  }
  const errors: string[] = [];
  const actual = typeOf(value);
  if (schema.type) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((t) => typeMatches(actual, t))) return [`${at}: ${actual} is not ${types.join('|')}`];
  }
  if (schema.enum && !schema.enum.some((e) => e === value))
    errors.push(`${at}: ${String(value)} not in enum`);
  if ('const' in schema && schema.const !== value) errors.push(`${at}: is not ${String(schema.const)}`);
  if (schema.pattern && typeof value === 'string' && !new RegExp(schema.pattern).test(value))
    errors.push(`${at}: does not match ${schema.pattern}`);
  for (const part of schema.allOf ?? []) errors.push(...validateJson(part, value, root, at));
  if (schema.anyOf && !schema.anyOf.some((part) => validateJson(part, value, root, at).length === 0))
    errors.push(`${at}: matches none of anyOf`);
  if (actual === 'object') {
    const object = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in object)) errors.push(`${at}.${key}: required`);
    for (const [key, sub] of Object.entries(schema.properties ?? {}))
      if (key in object) errors.push(...validateJson(sub, object[key], root, `${at}.${key}`));
  }
  if (actual === 'array') {
    const array = value as unknown[];
    if (schema.minItems !== undefined && array.length < schema.minItems)
      errors.push(`${at}: fewer than ${schema.minItems} items`);
    if (schema.items)
      array.forEach((item, i) => errors.push(...validateJson(schema.items!, item, root, `${at}[${i}]`)));
  }
  return errors;
}
