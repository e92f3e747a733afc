/** RFC 7807 problem answers, the error format of the Vipps APIs (external-apis.md §2.5). */
import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';

export interface Problem {
  type: string;
  title: string;
  detail: string;
  status: number;
  traceId: string;
}

/** The simulator's own problem-type URIs: real Vipps types are not documented per case. */
const TYPE_BASE = 'urn:vipps-simulator:problem:';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function problem(status: number, slug: string, detail: string): Problem {
  return {
    type: `${TYPE_BASE}${slug}`,
    title: TITLES[status] ?? 'Error',
    detail,
    status,
    traceId: randomUUID(),
  };
}

export function sendProblem(reply: FastifyReply, value: Problem): FastifyReply {
  return reply.code(value.status).type('application/problem+json').send(value);
}
