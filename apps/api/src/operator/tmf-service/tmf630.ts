import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tmfErrorBody } from '../tmf/error-table.ts';
import { declaredOnly, operationOf, requestViolations } from '../tmf/official.ts';
import { TMF_PATHS } from '../tmf/wire.ts';

/** decision 038: the APIs whose answers a strict service strips to what their documents declare */
const STRICT_ANSWERS = [
  TMF_PATHS.qualification,
  TMF_PATHS.resourceInventory,
  TMF_PATHS.party,
  TMF_PATHS.document,
];

// TMF630 (API Design Guidelines part 1) for every TMF answer of the service, in one place
// (decision 036): each resource has its `href`; a list is paged by `offset`/`limit` with
// `X-Total-Count` (all that match) and `X-Result-Count` (this page), 206 while the page is not all;
// `fields` is a projection (the selected attributes, with id, href and @type); a path no route
// serves, and any fault, is a TMF630 error body. Strict (OPERATOR_STRICT): a request the documents do
// not define — a parameter that is neither declared nor an attribute, a body off its schema — is
// refused (code 20/22), as a standard BSS may. The extension's paths are left as they are.

const PAGE = /^\d{1,9}$/;
/** what a field selection always keeps */
const ALWAYS = ['id', 'href', '@type'];

type Resource = Record<string, unknown>;

const withHref = (resource: Resource, href: string): Resource =>
  'href' in resource || resource.id === undefined ? resource : { ...resource, href };

const project = (resource: Resource, fields: string[]): Resource =>
  Object.fromEntries(
    Object.entries(resource).filter(([key]) => ALWAYS.includes(key) || fields.includes(key)),
  );

export function registerTmf630(
  app: FastifyInstance,
  /** decision 036: refuse every request the official documents do not define (OPERATOR_STRICT) */
  isStrict = false,
): void {
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(tmfErrorBody('notFound', `${request.method} ${request.url.split('?')[0]}`)),
  );
  app.addHook('preValidation', async (request, reply) => {
    const [path = ''] = request.url.split('?');
    if (
      isStrict &&
      path.startsWith('/tmf-api/') &&
      !path.includes('/kabinetExtension/') &&
      operationOf(request.method, path)
    ) {
      const query = request.query as Record<string, string>;
      const violations = requestViolations({
        method: request.method,
        path,
        query,
        requestBody: request.body,
      });
      const [first] = violations;
      if (first)
        return reply
          .status(400)
          .send(
            tmfErrorBody(
              first.kind.includes(' request ') ? 'invalidBody' : 'invalidQuery',
              violations.map((v) => v.kind).join('; '),
            ),
          );
    }
    const { offset, limit } = request.query as Record<string, string | undefined>;
    if ((offset !== undefined && !PAGE.test(offset)) || (limit !== undefined && !PAGE.test(limit)))
      return reply.status(400).send(tmfErrorBody('invalidQuery', 'offset and limit: whole numbers'));
  });
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    const [path = ''] = request.url.split('?');
    const shaped = shape(request, reply, path, payload);
    // decision 038: strict, the resources of the APIs it added answer only what their documents
    // declare and the profile's characteristics (the others still carry decision 036's extension
    // properties, which the portal reads)
    return isStrict && reply.statusCode < 300 && STRICT_ANSWERS.some((base) => path.startsWith(`${base}/`))
      ? declaredOnly({ method: request.method, path, status: reply.statusCode }, shaped)
      : shaped;
  });
}

/** TMF630's shape of an answer: href, the projection, a page with its counts */
function shape(request: FastifyRequest, reply: FastifyReply, path: string, payload: unknown): unknown {
  if (!path.startsWith('/tmf-api/') || path.includes('/kabinetExtension/') || reply.statusCode >= 300)
    return payload;
  const query = request.query as Record<string, string | undefined>;
  const fields = query.fields?.split(',').filter(Boolean);
  const shaped = (resource: Resource, href: string) => {
    const linked = withHref(resource, href);
    return fields ? project(linked, fields) : linked;
  };
  if (!Array.isArray(payload))
    return payload && typeof payload === 'object' && request.method === 'GET'
      ? shaped(payload as Resource, path)
      : payload && typeof payload === 'object' && request.method === 'POST' && reply.statusCode === 201
        ? withHref(payload as Resource, `${path}/${String((payload as Resource).id)}`)
        : payload;
  // a route that paged at its source has said its counts already
  if (reply.hasHeader('x-total-count'))
    return payload.map((item: Resource) => shaped(item, `${path}/${String(item.id)}`));
  const offset = Number(query.offset ?? 0);
  const page = payload.slice(offset, query.limit === undefined ? undefined : offset + Number(query.limit));
  reply
    .header('x-total-count', String(payload.length))
    .header('x-result-count', String(page.length))
    .status(page.length < payload.length ? 206 : 200);
  return page.map((item: Resource) => shaped(item, `${path}/${String(item.id)}`));
}
