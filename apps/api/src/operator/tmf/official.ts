import { readFileSync } from 'node:fs';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { TMF_PATHS, type TmfApi } from './wire.ts';

// The official TM Forum Open API documents (./official, copied unchanged, SOURCES there) as the one
// judge of what crosses the wire (decision 036): an exchange — the request the adapter sent, the
// answer the service gave — is checked against the operation's schema in its document, its query
// parameters against what the operation declares and TMF630 allows (attribute filtering on the
// resource's attributes, `fields`, `offset`, `limit`), a list's answer against TMF630 paging
// (X-Total-Count, X-Result-Count). Each violation has a kind, so a run can count them by kind.

type Json = Record<string, unknown>;

const DOCUMENTS: Record<Exclude<TmfApi, 'extension'>, { file: string; base: string }> = {
  TMF622: { file: 'TMF622-ProductOrdering-v5.0.0.json', base: TMF_PATHS.productOrdering },
  TMF637: { file: 'TMF637-ProductInventory-v5.0.0.json', base: TMF_PATHS.productInventory },
  TMF654: { file: 'TMF654-PrepayBalance-v4.0.0.json', base: TMF_PATHS.prepayBalance },
  TMF666: { file: 'TMF666-AccountManagement-v5.0.0.json', base: TMF_PATHS.account },
  TMF676: { file: 'TMF676-Payment-v4.0.0.json', base: TMF_PATHS.payment },
  TMF678: { file: 'TMF678-CustomerBill-v4.0.0.json', base: TMF_PATHS.customerBill },
  TMF681: { file: 'TMF681-Communication-v4.0.0.json', base: TMF_PATHS.communication },
  TMF688: { file: 'TMF688-Event-v4.0.0.json', base: TMF_PATHS.event },
  // decision 038: the rest of the port's reads
  TMF679: { file: 'TMF679-ProductOfferingQualification-v5.0.0.json', base: TMF_PATHS.qualification },
  TMF639: { file: 'TMF639-ResourceInventory-v5.0.0.json', base: TMF_PATHS.resourceInventory },
  TMF632: { file: 'TMF632-Party-v5.0.0.json', base: TMF_PATHS.party },
  TMF667: { file: 'TMF667-Document-v4.0.0.json', base: TMF_PATHS.document },
};

/** TMF630 (API Design Guidelines part 1): the query parameters every list and read may take */
const TMF630_PARAMETERS = ['fields', 'offset', 'limit', 'sort'];
/** TMF630 attribute filtering's operators, as a suffix of the attribute (`paymentDate.gte`) */
const TMF630_OPERATORS = ['gt', 'gte', 'lt', 'lte', 'eq', 'ne', 'regex'];

export interface TmfExchange {
  method: string;
  /** the path without the query */
  path: string;
  query: Record<string, string>;
  requestBody: unknown;
  status: number;
  headers: Record<string, string | undefined>;
  responseBody: unknown;
}

export interface Violation {
  /** what went wrong, without the values: the unit a run counts */
  kind: string;
  detail: string;
}

interface Operation {
  api: string;
  template: string;
  method: string;
  op: Json;
  doc: Json;
  isV5: boolean;
}

/**
 * OpenAPI's `discriminator` with a mapping, as JSON Schema: the branch named by the property's value
 * (TMF v5's `…RefOrValue` unions are a oneOf whose branches all match a bare reference, so plain
 * oneOf would refuse every value). ajv's own `discriminator` option wants a `const` per branch, which
 * the TMF documents do not have.
 */
function withDiscriminators(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withDiscriminators);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) out[key] = withDiscriminators(value);
  const discriminator = out.discriminator as
    { propertyName: string; mapping?: Record<string, string> } | undefined;
  delete out.discriminator;
  // decision 038: a mapping with no oneOf (TMF639 v5's `Resource_RES`: any subtype by `@type`) is
  // kept as an annotation ajv ignores — validating through it would recurse (each subtype's allOf is
  // the discriminated base) — so the subtypes' attributes are the resource's (filters, declared properties)
  if (discriminator?.mapping && !Array.isArray(out.oneOf))
    out['x-subtypes'] = Object.values(discriminator.mapping);
  if (discriminator?.mapping && Array.isArray(out.oneOf)) {
    const property = discriminator.propertyName;
    delete out.oneOf;
    out.required = [...((out.required as string[] | undefined) ?? []), property];
    out.allOf = [
      ...((out.allOf as unknown[] | undefined) ?? []),
      { properties: { [property]: { enum: Object.keys(discriminator.mapping) } } },
      ...Object.entries(discriminator.mapping).map(([value, ref]) => ({
        if: { properties: { [property]: { const: value } } },
        then: { $ref: ref },
      })),
    ];
  }
  return out;
}

function loadDocuments() {
  const ajv = new Ajv({ strict: false, allErrors: true, logger: false, validateSchema: false });
  addFormats(ajv);
  const operations: Operation[] = [];
  for (const [api, { file, base }] of Object.entries(DOCUMENTS)) {
    const raw = JSON.parse(readFileSync(new URL(`./official/${file}`, import.meta.url), 'utf8')) as Json;
    const doc = withDiscriminators(raw) as Json;
    // the document as a schema of its own: its `#/components/schemas/…` and `#/definitions/…`
    // references resolve against it
    ajv.addSchema({ ...doc, $id: api }, api);
    for (const [template, ops] of Object.entries(doc.paths as Record<string, Json>))
      for (const [method, op] of Object.entries(ops))
        if (method !== 'parameters')
          operations.push({
            api,
            template: `${base}${template}`,
            method: method.toUpperCase(),
            op: op as Json,
            doc,
            isV5: 'openapi' in raw,
          });
  }
  return { ajv, operations };
}

let loaded: ReturnType<typeof loadDocuments> | null = null;
const documents = () => (loaded ??= loadDocuments());

const validators = new Map<string, ValidateFunction>();
function validatorOf(api: string, pointer: string): ValidateFunction {
  const key = `${api}${pointer}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = documents().ajv.compile({ $ref: key });
    validators.set(key, validate);
  }
  return validate;
}

const matches = (template: string, path: string) =>
  new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}/?$`).test(path);

/** the operation of the documents a method and path are, or null: a path no document has */
export function operationOf(method: string, path: string): Operation | null {
  const candidates = documents().operations.filter((o) => o.method === method && matches(o.template, path));
  // `/hub/{id}` and `/hub` both match nothing else; a literal path beats a templated one
  return candidates.sort((a, b) => a.template.split('{').length - b.template.split('{').length)[0] ?? null;
}

const resolve = (doc: Json, node: Json | undefined): Json | undefined => {
  let at = node;
  while (at && typeof at.$ref === 'string')
    at = (at.$ref as string)
      .slice(2)
      .split('/')
      .reduce<Json | undefined>((n, part) => n?.[part] as Json | undefined, doc);
  return at;
};

/** the JSON pointer (`#/…`) of a schema given by `$ref`, or the schema itself */
const schemaRef = (schema: Json | undefined) =>
  schema && typeof schema.$ref === 'string' ? (schema.$ref as string) : null;

function requestSchema(operation: Operation): Json | undefined {
  const { op, doc } = operation;
  if (operation.isV5) {
    const body = resolve(doc, op.requestBody as Json | undefined);
    return (body?.content as Record<string, { schema: Json }> | undefined)?.['application/json']?.schema;
  }
  return (op.parameters as Json[] | undefined)?.find((p) => p.in === 'body')?.schema as Json | undefined;
}

function responseOf(operation: Operation, status: number): Json | undefined {
  const responses = operation.op.responses as Record<string, Json>;
  // TMF630: 206 is a list's partial page, its body the 200's (most documents do not repeat it)
  const documented = responses[String(status)] ?? (status === 206 ? responses['200'] : undefined);
  return resolve(operation.doc, documented ?? responses.default);
}

function responseSchema(operation: Operation, response: Json): Json | undefined {
  if (operation.isV5) {
    const content = response.content as Record<string, { schema: Json }> | undefined;
    return content?.['application/json']?.schema ?? Object.values(content ?? {})[0]?.schema;
  }
  return response.schema as Json | undefined;
}

/** the item schema of a list (its `items`), else the schema itself */
function resourceSchema(operation: Operation, schema: Json | undefined): Json | undefined {
  const items = schema?.type === 'array' ? (schema.items as Json) : schema;
  return resolve(operation.doc, items);
}

/** the properties a schema declares, with allOf and references followed */
function propertiesOf(doc: Json, schema: Json | undefined, seen = new Set<Json>()): Record<string, Json> {
  const at = resolve(doc, schema);
  if (!at || seen.has(at)) return {};
  seen.add(at);
  const own = (at.properties as Record<string, Json> | undefined) ?? {};
  const inherited = ((at.allOf as Json[] | undefined) ?? []).map((part) => propertiesOf(doc, part, seen));
  const items = at.type === 'array' && at.items ? [propertiesOf(doc, at.items as Json, seen)] : [];
  // a union's branches: oneOf/anyOf, and the discriminator's `then`s (withDiscriminators)
  const unions = [
    ...(((at.oneOf ?? at.anyOf) as Json[] | undefined) ?? []),
    ...(at.then ? [at.then as Json] : []),
    ...((at['x-subtypes'] as string[] | undefined) ?? []).map(($ref) => ({ $ref })),
  ];
  const branches = unions.map((p) => propertiesOf(doc, p, seen));
  return Object.assign({}, ...inherited, ...branches, ...items, own);
}

/** whether a dotted attribute path (`relatedParty.id`, `billingPeriod.startDateTime`) is the resource's */
export function isAttributePath(operation: Operation, resource: Json | undefined, path: string): boolean {
  let schema: Json | undefined = resource;
  for (const part of path.split('.')) {
    const properties = propertiesOf(operation.doc, schema);
    if (!(part in properties)) return false;
    schema = properties[part];
  }
  return true;
}

const errorKind = (e: ErrorObject) =>
  `${e.instancePath.replace(/\/\d+(?=\/|$)/g, '/[]') || '/'} ${e.keyword}${
    e.keyword === 'required' ? ` ${String(e.params.missingProperty)}` : ''
  }${e.keyword === 'additionalProperties' ? ` ${String(e.params.additionalProperty)}` : ''}`;

function schemaViolations(operation: Operation, where: string, schema: Json | undefined, value: unknown) {
  const pointer = schemaRef(schema) ?? schemaRef(schema?.items as Json | undefined);
  if (!schema) return [];
  const validate = pointer
    ? schema.type === 'array'
      ? documents().ajv.compile({ type: 'array', items: { $ref: `${operation.api}${pointer}` } })
      : validatorOf(operation.api, pointer)
    : documents().ajv.compile(schema);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => ({
    kind: `${operation.api} ${String(operation.op.operationId)} ${where} ${errorKind(e)}`,
    detail: `${e.instancePath} ${e.message ?? ''}`,
  }));
}

/** the violations of the request of an exchange (what the adapter sent) */
export function requestViolations(exchange: Pick<TmfExchange, 'method' | 'path' | 'query' | 'requestBody'>) {
  const operation = operationOf(exchange.method, exchange.path);
  if (!operation)
    return [
      { kind: `no such operation ${exchange.method} ${generalize(exchange.path)}`, detail: exchange.path },
    ];
  const violations: Violation[] = [];
  const declared = ((operation.op.parameters as Json[] | undefined) ?? [])
    .map((p) => resolve(operation.doc, p))
    .filter((p) => p?.in === 'query')
    .map((p) => p!.name as string);
  const success = Object.keys(operation.op.responses as Json).find((s) => s.startsWith('2')) ?? '200';
  const resource = resourceSchema(
    operation,
    responseSchema(operation, responseOf(operation, Number(success)) ?? {}),
  );
  const name = String(operation.op.operationId);
  for (const [key, value] of Object.entries(exchange.query)) {
    if (declared.includes(key) || TMF630_PARAMETERS.includes(key)) {
      if (key === 'fields')
        for (const field of value.split(','))
          if (!isAttributePath(operation, resource, field))
            violations.push({
              kind: `${operation.api} ${name} fields=${field}: no such attribute`,
              detail: value,
            });
      continue;
    }
    const suffix = key.split('.').at(-1)!;
    const attribute = TMF630_OPERATORS.includes(suffix) ? key.slice(0, -suffix.length - 1) : key;
    if (!isAttributePath(operation, resource, attribute))
      violations.push({
        kind: `${operation.api} ${name} query ${key}: not a parameter nor an attribute`,
        detail: value,
      });
  }
  if (exchange.requestBody !== undefined && exchange.requestBody !== null)
    violations.push(
      ...schemaViolations(operation, 'request', requestSchema(operation), exchange.requestBody),
    );
  return violations;
}

/** the violations of the answer of an exchange (what the service gave) */
export function responseViolations(exchange: TmfExchange): Violation[] {
  const operation = operationOf(exchange.method, exchange.path);
  if (!operation) {
    // an unserved path is answered a TMF630 error too
    const isError = exchange.status >= 400 && (exchange.responseBody as Json | null)?.['@type'] === 'Error';
    return isError
      ? []
      : [
          {
            kind: `no such operation, answered ${exchange.status} without a TMF630 error`,
            detail: exchange.path,
          },
        ];
  }
  const name = `${operation.api} ${String(operation.op.operationId)}`;
  const response = responseOf(operation, exchange.status);
  if (!response) return [{ kind: `${name} status ${exchange.status} not documented`, detail: exchange.path }];
  const violations: Violation[] = [];
  const schema = responseSchema(operation, response);
  const isProjection = exchange.query.fields !== undefined;
  const found = schemaViolations(operation, String(exchange.status), schema, exchange.responseBody).filter(
    // TMF630: a field selection answers only the selected attributes (and id, href, @type)
    (v) => !(isProjection && / required /.test(v.kind)),
  );
  violations.push(...found);
  if (exchange.status >= 400 && (exchange.responseBody as Json | null)?.['@type'] !== 'Error')
    violations.push({ kind: `${name} ${exchange.status}: not a TMF630 error`, detail: exchange.path });
  const headers = Object.keys((response.headers as Json | undefined) ?? {});
  for (const header of headers)
    if (exchange.headers[header.toLowerCase()] === undefined)
      violations.push({ kind: `${name} ${exchange.status}: no ${header} header`, detail: exchange.path });
  if (exchange.status < 300 && exchange.method === 'GET') {
    const resources = Array.isArray(exchange.responseBody) ? exchange.responseBody : [exchange.responseBody];
    if (resources.some((r) => r && typeof r === 'object' && !('href' in r)) && !isProjection)
      violations.push({ kind: `${name} ${exchange.status}: a resource without href`, detail: exchange.path });
    const limit = Number(exchange.query.limit);
    if (Array.isArray(exchange.responseBody) && limit >= 0 && exchange.responseBody.length > limit)
      violations.push({ kind: `${name} ${exchange.status}: more items than limit`, detail: exchange.path });
  }
  return violations;
}

/** a path with its ids replaced, so one kind counts every number */
const generalize = (path: string) => path.replace(/\/[^/]*\d[^/]*(?=\/|$)/g, '/{id}');

/** the violations of exchanges, counted by kind */
export function countByKind(violations: Violation[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { kind } of violations) counts[kind] = (counts[kind] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}

/** the violations of a value against a named schema of a document (`Product` of TMF637), as details */
export function schemaErrors(api: keyof typeof DOCUMENTS, name: string, value: unknown): string[] {
  const operation = documents().operations.find((o) => o.api === api)!;
  const pointer = operation.isV5 ? `#/components/schemas/${name}` : `#/definitions/${name}`;
  const validate = validatorOf(api, pointer);
  return validate(value)
    ? []
    : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
}

/** where a TMF resource carries the profile's characteristics: their values are the profile's to define */
const CHARACTERISTIC_PROPERTY = /(^c|C)haracteristic$/;

/**
 * decision 038: a value with only what its schema declares (allOf, references and the polymorphic
 * branches followed; the characteristics kept whole, their values the profile's), the properties
 * left out collected as JSON paths
 */
function declared(
  doc: Json,
  schema: Json | undefined,
  value: unknown,
  at: string,
  dropped: string[],
): unknown {
  if (Array.isArray(value)) {
    const items = resolve(doc, schema)?.items as Json | undefined;
    return value.map((item) => declared(doc, items ?? schema, item, `${at}[]`, dropped));
  }
  if (!value || typeof value !== 'object') return value;
  const properties = propertiesOf(doc, schema);
  if (Object.keys(properties).length === 0) return value;
  const kept: Json = {};
  for (const [key, inner] of Object.entries(value as Json)) {
    if (!(key in properties)) dropped.push(`${at}.${key}`);
    else
      kept[key] = CHARACTERISTIC_PROPERTY.test(key)
        ? inner
        : declared(doc, properties[key], inner, `${at}.${key}`, dropped);
  }
  return kept;
}

const answerSchema = (exchange: Pick<TmfExchange, 'method' | 'path' | 'status'>) => {
  const operation = operationOf(exchange.method, exchange.path);
  if (!operation || exchange.status >= 300) return null;
  const response = responseOf(operation, exchange.status);
  return { operation, schema: response && responseSchema(operation, response) };
};

/** the undeclared properties of an exchange's answer (deduplicated paths; none for an error or an unknown path) */
export function undeclaredProperties(exchange: TmfExchange): string[] {
  const answer = answerSchema(exchange);
  if (!answer) return [];
  const dropped: string[] = [];
  declared(answer.operation.doc, answer.schema, exchange.responseBody, answer.operation.api, dropped);
  return [...new Set(dropped)];
}

/** the strict BSS's answer (decision 038): only the properties the document declares, and the characteristics */
export function declaredOnly(
  exchange: Pick<TmfExchange, 'method' | 'path' | 'status'>,
  body: unknown,
): unknown {
  const answer = answerSchema(exchange);
  return answer ? declared(answer.operation.doc, answer.schema, body, answer.operation.api, []) : body;
}
