/**
 * The browser side, standing in for `x.klarnacdn.net/kp/lib/v1/api.js`: the script itself and
 * the two calls it makes (`_widget/session` for the amount, `_widget/authorize` for the
 * shopper's answer). The client token is the only credential; no Basic auth, no cookies, and
 * any origin may call (the real widget is cross-origin too).
 */
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { verifyClientToken } from './client-token';
import type { SimContext } from './context';
import { klarnaError, send } from './http';
import { authorize, liveSession, merchantUrl, PAYMENT_METHOD_CATEGORIES } from './sessions';
import type { SimResponse, SimSession } from './state';

export const WIDGET_SCRIPT_PATH = '/kp/lib/v1/api.js';

const SessionRequestSchema = v.object({ client_token: v.string() });
const AuthorizeRequestSchema = v.object({
  client_token: v.string(),
  outcome: v.picklist(['approve', 'refuse']),
  payment_method_category: v.optional(v.pipe(v.string(), v.maxLength(64))),
});

function cors(reply: FastifyReply): FastifyReply {
  return reply.header('Access-Control-Allow-Origin', '*').header('Vary', 'Origin');
}

/** The client token's session, or the answer explaining why there is none. */
function sessionOf(
  ctx: SimContext,
  token: string,
): { session: SimSession } | { error: SimResponse } {
  const id = verifyClientToken(ctx.state.secret, token);
  if (!id) return { error: klarnaError(401, 'UNAUTHORIZED', ['Invalid client token']) };
  const session = liveSession(ctx.state, id, ctx.now());
  if (!session) return { error: klarnaError(404, 'NOT_FOUND', ['Invalid session id']) };
  if (session.orderId) {
    return { error: klarnaError(404, 'SESSION_COMPLETED', ['Session has already been completed']) };
  }
  return { session };
}

export async function registerWidgetRoutes(app: FastifyInstance, ctx: SimContext): Promise<void> {
  const script = await readFile(new URL('./widget/api.js', import.meta.url), 'utf8');

  app.get(WIDGET_SCRIPT_PATH, async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(script),
  );

  app.options('/_widget/*', async (_request, reply) =>
    cors(reply)
      .header('Access-Control-Allow-Methods', 'POST')
      .header('Access-Control-Allow-Headers', 'Content-Type')
      .header('Access-Control-Max-Age', '600')
      .code(204)
      .send(),
  );

  app.post('/_widget/session', async (request, reply) => {
    cors(reply);
    const input = v.safeParse(SessionRequestSchema, request.body);
    if (!input.success)
      return send(reply, klarnaError(400, 'BAD_VALUE', ['Bad value: client_token']));
    const found = sessionOf(ctx, input.output.client_token);
    if ('error' in found) return send(reply, found.error);
    const { body } = found.session;
    return send(reply, {
      status: 200,
      body: {
        order_amount: body.order_amount,
        purchase_currency: body.purchase_currency,
        locale: body.locale ?? 'nb-NO',
        payment_method_categories: PAYMENT_METHOD_CATEGORIES,
      },
    });
  });

  app.post('/_widget/authorize', async (request, reply) => {
    cors(reply);
    const input = v.safeParse(AuthorizeRequestSchema, request.body);
    if (!input.success) {
      return send(reply, klarnaError(400, 'BAD_VALUE', ['Bad value: client_token or outcome']));
    }
    const found = sessionOf(ctx, input.output.client_token);
    if ('error' in found) return send(reply, found.error);
    const { session } = found;
    if (input.output.outcome === 'refuse') {
      session.refused = true;
      return send(reply, { status: 200, body: { approved: false, show_form: false } });
    }
    const category =
      input.output.payment_method_category ?? PAYMENT_METHOD_CATEGORIES[0].identifier;
    const authorization = authorize(ctx.state, session, category, ctx.now());
    const callbackUrl = session.body.merchant_urls?.authorization;
    if (callbackUrl) {
      // Scheduled, never awaited: the shopper's answer does not wait for the merchant's server.
      ctx.callbacks.deliver(merchantUrl(callbackUrl, session), {
        authorization_token: authorization.token,
        session_id: session.id,
      });
    }
    return send(reply, {
      status: 200,
      body: { approved: true, show_form: true, authorization_token: authorization.token },
    });
  });
}
