import { AsyncLocalStorage } from 'node:async_hooks';

// decision 026/032: the portal request's id travels to the operator as its correlation header. The
// adapter's calls run inside the request's async context, so they find the id here without every
// port method carrying it.

const requestIds = new AsyncLocalStorage<string>();

/** runs the rest of a request (Fastify's `done`) with its id in context */
export const withRequestId = (requestId: string, next: () => void): void => requestIds.run(requestId, next);

export const currentRequestId = (): string | undefined => requestIds.getStore();
