import type { FastifyRequest } from 'fastify';

/** The query string as plain fields, first value of each repeated key. */
export function queryFields(request: FastifyRequest): Record<string, unknown> {
  const query: unknown = request.query;
  if (typeof query !== 'object' || query === null) return {};
  return Object.fromEntries(Object.entries(query).map(([key, value]: [string, unknown]) => [key, Array.isArray(value) ? value[0] : value]));
}
