import type { IncomingMessage } from 'node:http';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';

// Decision 035: an upload (RouteDef.consumes) read as bytes up to the route's bound. Past the bound
// the rest of the body is read and dropped before the 413 is sent: Fastify's own reader answered at
// once and closed the connection (`Connection: close`) while the client was still sending, and a
// client busy writing often saw the closed connection, not the 413 (the web app then said "service
// unavailable"). A body far past the bound is not read to its end: then the connection is closed.

/** bytes read and dropped past the bound before the answer; a body longer still gets a closed connection */
const DRAIN_BYTES = 64 * 1024 * 1024;

function readUpload(request: FastifyRequest, payload: IncomingMessage): Promise<Buffer> {
  const limit = request.routeOptions.bodyLimit ?? Number.POSITIVE_INFINITY;
  const declared = Number(request.headers['content-length']);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const tooLarge = () => new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
    if (declared > limit + DRAIN_BYTES) return reject(tooLarge());
    payload.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limit) chunks.push(chunk);
      else if (received > limit + DRAIN_BYTES) {
        payload.removeAllListeners('data');
        reject(tooLarge());
      }
    });
    payload.on('error', reject);
    payload.on('end', () => (received > limit ? reject(tooLarge()) : resolve(Buffer.concat(chunks))));
  });
}

/** The upload media types the routes consume, read as a Buffer within each route's bodyLimit. */
export function registerUploadBodies(app: FastifyInstance, types: string[]): void {
  const missing = types.filter((type) => !app.hasContentTypeParser(type));
  if (missing.length > 0)
    app.addContentTypeParser(missing, (request: FastifyRequest, payload: IncomingMessage) =>
      readUpload(request, payload),
    );
}
