/**
 * Klarna's answer shapes: the error body `{error_code, error_messages, correlation_id}` and a
 * plain `SimResponse` value that handlers return, so an answer can be stored and replayed for
 * an idempotency key byte for byte.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { SimResponse } from './state';

export function klarnaError(status: number, code: string, messages: string[] = []): SimResponse {
  return {
    status,
    body: { error_code: code, error_messages: messages, correlation_id: randomUUID() },
  };
}

export function send(reply: FastifyReply, response: SimResponse): FastifyReply {
  reply.code(response.status);
  if (response.headers) reply.headers(response.headers);
  if (response.body === undefined) return reply.send();
  return reply.type('application/json; charset=utf-8').send(response.body);
}

/** Absolute URL of a path under the simulator's prefix, as Klarna's `Location` headers are. */
export function absoluteUrl(
  request: { protocol: string; host: string },
  prefix: string,
  path: string,
): string {
  return `${request.protocol}://${request.host}${prefix}${path}`;
}
