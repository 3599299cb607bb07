// A WhatsApp Business Cloud API simulator for development and tests, in the manner of the WiPay sandbox:
// POST /{version}/{phone-number-id}/messages answers as the documented Graph API does, including its
// refusals (a wrong access token: 401, code 190; a template it does not know: 404, code 132001; the
// wrong number of body parameters: 400, code 132000), keeps every message it accepted, and sends
// signed status webhooks (X-Hub-Signature-256) to the shop: by itself for every accepted message when
// it has a webhook address ("sent", then "delivered", echoing biz_opaque_callback_data, tried again
// until the shop answers 200, as WhatsApp does), and when asked (whatsapp-sandbox/README.md).
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';

export interface SandboxTemplate {
  /** How many body parameters ({{1}} …) the approved template has. */
  params: number;
}

export interface WhatsappSandboxOptions {
  accessToken: string;
  appSecret: string;
  phoneNumberId: string;
  /** Approved templates by name; default: the shop's six with their parameter counts. */
  templates?: Record<string, SandboxTemplate>;
  logger?: boolean;
  /** The shop's webhook (…/webhooks/whatsapp): every accepted message's statuses go there. */
  webhookUrl?: string;
  /** How long after accepting a message its "sent" status goes; "delivered" follows as long again. */
  statusDelayMs?: number;
}

export interface ReceivedMessage {
  id: string;
  to: string;
  template: string;
  language: string;
  params: string[];
  /** biz_opaque_callback_data as posted: its statuses carry it back. */
  callbackData?: string;
  at: string;
}

export const DEFAULT_TEMPLATES: Record<string, SandboxTemplate> = {
  order_received: { params: 4 },
  out_for_delivery: { params: 2 },
  delivery_failed: { params: 4 },
  order_delivered: { params: 2 },
  payment_received: { params: 3 },
  order_refund: { params: 3 },
};

function graphError(message: string, type: string, code: number, details?: string) {
  return {
    error: {
      message,
      type,
      code,
      ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
      fbtrace_id: crypto.randomBytes(9).toString('base64url'),
    },
  };
}

export type WhatsappSandbox = FastifyInstance & {
  received: ReceivedMessage[];
  /** Where accepted messages' statuses go; may be set after the start (a test's balancer). */
  webhookUrl: string | undefined;
  /** Statuses sent by itself that the shop has answered with 200, and those it has not (yet). */
  statuses: { acknowledged: number; unacknowledged: number };
};

/** How often, and how far apart, a status the shop did not take is sent again (WhatsApp: for days). */
const STATUS_TRIES = 20;
const STATUS_RETRY_MAX_MS = 5_000;

export function createWhatsappSandbox(o: WhatsappSandboxOptions): WhatsappSandbox {
  const received: ReceivedMessage[] = [];
  const app = Object.assign(Fastify({ logger: o.logger ?? false }), {
    received,
    webhookUrl: o.webhookUrl,
    statuses: { acknowledged: 0, unacknowledged: 0 },
  }) as unknown as WhatsappSandbox;
  const templates = o.templates ?? DEFAULT_TEMPLATES;
  const delayMs = o.statusDelayMs ?? 100;
  const closing = new AbortController();
  app.addHook('onClose', async () => closing.abort());
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        closing.signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      closing.signal.addEventListener('abort', done);
    });

  /** One status, sent until the shop answers 200 (or the sandbox closes). */
  async function deliverStatus(message: ReceivedMessage, status: 'sent' | 'delivered'): Promise<boolean> {
    for (let attempt = 0; attempt < STATUS_TRIES && !closing.signal.aborted; attempt++) {
      const webhookUrl = app.webhookUrl;
      if (!webhookUrl) return false;
      try {
        const res = await sendStatusWebhook({
          webhookUrl,
          appSecret: o.appSecret,
          messageId: message.id,
          status,
          recipient: message.to,
          callbackData: message.callbackData,
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer().catch(() => {});
        if (res.status === 200) return true;
      } catch {}
      await pause(Math.min(STATUS_RETRY_MAX_MS, 250 * 2 ** attempt));
    }
    return false;
  }

  async function reportStatuses(message: ReceivedMessage) {
    for (const status of ['sent', 'delivered'] as const) {
      await pause(delayMs);
      if (closing.signal.aborted) return;
      if (await deliverStatus(message, status)) app.statuses.acknowledged++;
      else app.statuses.unacknowledged++;
    }
  }

  app.post('/:version/:phoneNumberId/messages', async (request, reply) => {
    const { phoneNumberId } = request.params as { version: string; phoneNumberId: string };
    if (request.headers.authorization !== `Bearer ${o.accessToken}`)
      return reply
        .code(401)
        .send(graphError('Invalid OAuth access token - Cannot parse access token', 'OAuthException', 190));
    if (phoneNumberId !== o.phoneNumberId)
      return reply
        .code(400)
        .send(
          graphError(
            `Unsupported post request. Object with ID '${phoneNumberId}' does not exist`,
            'GraphMethodException',
            100,
          ),
        );
    const body = request.body as {
      messaging_product?: string;
      to?: string;
      type?: string;
      biz_opaque_callback_data?: unknown;
      template?: {
        name?: string;
        language?: { code?: string };
        components?: { type?: string; parameters?: { text?: string }[] }[];
      };
    };
    if (body?.messaging_product !== 'whatsapp' || body.type !== 'template' || !body.to || !body.template?.name)
      return reply.code(400).send(graphError('(#100) Invalid parameter', 'OAuthException', 100));
    const template = templates[body.template.name];
    if (!template)
      return reply
        .code(404)
        .send(
          graphError(
            '(#132001) Template name does not exist in the translation',
            'OAuthException',
            132001,
            `template name (${body.template.name}) does not exist in ${body.template.language?.code ?? ''}`,
          ),
        );
    const params = (body.template.components ?? [])
      .filter((c) => c.type === 'body')
      .flatMap((c) => c.parameters ?? [])
      .map((p) => String(p.text ?? ''));
    if (params.length !== template.params)
      return reply
        .code(400)
        .send(
          graphError(
            '(#132000) Number of parameters does not match the expected number of params',
            'OAuthException',
            132000,
            `body: number of localizable_params (${params.length}) does not match the expected number of params (${template.params})`,
          ),
        );
    const callbackData = body.biz_opaque_callback_data;
    if (callbackData !== undefined && (typeof callbackData !== 'string' || callbackData.length > 512))
      return reply
        .code(400)
        .send(
          graphError(
            '(#100) Param biz_opaque_callback_data must be a string of at most 512 characters',
            'OAuthException',
            100,
          ),
        );
    const id = `wamid.${crypto.randomBytes(16).toString('base64url')}`;
    const message: ReceivedMessage = {
      id,
      to: body.to,
      template: body.template.name,
      language: body.template.language?.code ?? '',
      params,
      ...(callbackData ? { callbackData } : {}),
      at: new Date().toISOString(),
    };
    received.push(message);
    if (app.webhookUrl) void reportStatuses(message);
    return {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id, message_status: 'accepted' }],
    };
  });

  // The simulator's own: what it received, and a status webhook sent to the shop, signed.
  app.get('/_sandbox/messages', async () => received);
  app.post('/_sandbox/status', async (request, reply) => {
    const { messageId, status, errorCode, ...rest } = request.body as {
      webhookUrl?: string;
      messageId: string;
      status: 'sent' | 'delivered' | 'read' | 'failed';
      errorCode?: number;
    };
    const webhookUrl = rest.webhookUrl ?? app.webhookUrl;
    if (!webhookUrl) return reply.code(400).send({ error: 'webhookUrl is missing and the sandbox has none' });
    const message = received.find((m) => m.id === messageId);
    const res = await sendStatusWebhook({
      webhookUrl,
      appSecret: o.appSecret,
      messageId,
      status,
      errorCode,
      recipient: message?.to,
      callbackData: message?.callbackData,
    });
    return reply.code(200).send({ shopAnswered: res.status });
  });
  return app;
}

export interface StatusReport {
  messageId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  errorCode?: number;
  recipient?: string;
  /** The message's biz_opaque_callback_data, echoed as WhatsApp does. */
  callbackData?: string;
}

/** The body of a status webhook as WhatsApp sends it. */
export function statusWebhookBody(a: StatusReport): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'sandbox-business-account',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '18680000000', phone_number_id: 'sandbox' },
              statuses: [
                {
                  id: a.messageId,
                  status: a.status,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  recipient_id: a.recipient ?? '',
                  ...(a.callbackData ? { biz_opaque_callback_data: a.callbackData } : {}),
                  ...(a.status === 'failed'
                    ? { errors: [{ code: a.errorCode ?? 131026, title: 'Message undeliverable' }] }
                    : {}),
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

/** A status webhook as WhatsApp sends it, signed with the app secret. */
export async function sendStatusWebhook(
  a: StatusReport & { webhookUrl: string; appSecret: string; signal?: AbortSignal },
): Promise<Response> {
  const body = statusWebhookBody(a);
  const signature = `sha256=${crypto.createHmac('sha256', a.appSecret).update(body).digest('hex')}`;
  return fetch(a.webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
    body,
    ...(a.signal ? { signal: a.signal } : {}),
  });
}
