import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, HTTPMethods } from 'fastify';

/**
 * Registers a route with the summary and tags the OpenAPI document at /docs shows. Validation
 * happens in the handler with the shared valibot schemas (parseInput), not with JSON schema.
 */
export function apiRoute(
  app: FastifyInstance,
  definition: {
    method: HTTPMethods;
    url: string;
    summary: string;
    tags: string[];
    handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  },
): void {
  app.route({
    method: definition.method,
    url: definition.url,
    // summary/tags are OpenAPI keywords Fastify keeps but does not type.
    schema: { summary: definition.summary, tags: definition.tags } as FastifySchema,
    handler: definition.handler,
  });
}

/** Successful answers wrap their data as { result } (spec: "user in result"). */
export const result = <T>(data: T) => ({ result: data });
