// WhatsApp's webhook (docs/decisions/0088): GET answers Meta's verification with the verify token;
// POST takes message status updates (sent, delivered, read, failed) only when X-Hub-Signature-256 is
// the HMAC-SHA256 of the raw body with the app secret. A failed message is marked given up with
// WhatsApp's reason, so the staff see it with the undelivered mails. A status naming its outbox row
// (biz_opaque_callback_data) marks the row sent and keeps the message id, even when the server that
// posted it died before it heard WhatsApp's answer: then the row is not posted again (docs/decisions/0102).
import crypto from 'node:crypto';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../database/connect';
import { mailOutbox } from '../../database/schema';
import type { MailStatus } from '../../shop-rules/mail-status';
import { mailNoOfCallbackData } from './cloud-api';
import { WHATSAPP_KIND } from './whatsapp-outbox';
import type { WhatsappSettings } from './whatsapp-settings';

export const WEBHOOK_PATH = '/webhooks/whatsapp';
const BODY_LIMIT = 256 * 1024;

export function signatureOf(appSecret: string, body: Buffer | string): string {
  return `sha256=${crypto.createHmac('sha256', appSecret).update(body).digest('hex')}`;
}

export function signatureMatches(appSecret: string, body: Buffer, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(signatureOf(appSecret, body));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

interface StatusUpdate {
  id?: string;
  status?: string;
  biz_opaque_callback_data?: string;
  errors?: { code?: number; title?: string; message?: string }[];
}

function statusesOf(payload: unknown): StatusUpdate[] {
  const entries = (payload as { entry?: { changes?: { value?: { statuses?: StatusUpdate[] } }[] }[] })?.entry;
  if (!Array.isArray(entries)) return [];
  return entries
    .flatMap((e) => (Array.isArray(e?.changes) ? e.changes : []))
    .flatMap((c) => (Array.isArray(c?.value?.statuses) ? c.value.statuses : []));
}

export async function registerWhatsappWebhook(app: FastifyInstance, db: Database, settings: WhatsappSettings | null) {
  await app.register(async (scope) => {
    // The signature covers the exact bytes: keep them.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );

    scope.get(WEBHOOK_PATH, async (request, reply) => {
      const q = request.query as Record<string, string | undefined>;
      if (settings?.verifyToken && q['hub.mode'] === 'subscribe' && q['hub.verify_token'] === settings.verifyToken)
        return reply.type('text/plain').send(q['hub.challenge'] ?? '');
      return reply.code(403).type('text/plain').send('Forbidden');
    });

    scope.post(WEBHOOK_PATH, async (request, reply) => {
      const body = request.body as Buffer;
      if (
        !settings ||
        !Buffer.isBuffer(body) ||
        !signatureMatches(settings.appSecret, body, request.headers['x-hub-signature-256'])
      ) {
        request.log.warn({ path: WEBHOOK_PATH }, 'WhatsApp webhook refused: no valid signature');
        return reply.code(401).type('text/plain').send('Bad signature');
      }
      let payload: unknown;
      try {
        payload = JSON.parse(body.toString('utf8'));
      } catch {
        return reply.code(400).type('text/plain').send('Not JSON');
      }
      for (const s of statusesOf(payload)) {
        if (typeof s.id !== 'string' || typeof s.status !== 'string') continue;
        await keepStatus(db, { ...s, id: s.id.slice(0, 200), status: s.status.slice(0, 20) });
      }
      return reply.code(200).type('text/plain').send('OK');
    });
  });
}

/** Statuses that say WhatsApp took the message. */
const TAKEN = new Set(['sent', 'delivered', 'read']);

/** The row a status is about: the one it names, unless that row already has another message; else by id. */
function rowOf(s: StatusUpdate & { id: string }): SQL | undefined {
  const mailNo = mailNoOfCallbackData(s.biz_opaque_callback_data);
  if (mailNo === null) return eq(mailOutbox.providerMessageId, s.id);
  return and(
    eq(mailOutbox.mailNo, mailNo),
    eq(mailOutbox.kind, WHATSAPP_KIND),
    or(isNull(mailOutbox.providerMessageId), eq(mailOutbox.providerMessageId, s.id)),
  );
}

async function keepStatus(db: Database, s: StatusUpdate & { id: string; status: string }) {
  if (s.status === 'failed') {
    const why = s.errors?.[0];
    await db
      .update(mailOutbox)
      .set({
        providerMessageId: s.id,
        providerStatus: s.status,
        status: 'given-up' satisfies MailStatus,
        postStartedAt: null,
        lastError:
          `WhatsApp could not deliver it${why?.code ? ` (code ${why.code})` : ''}: ${why?.title ?? why?.message ?? 'failed'}`.slice(
            0,
            500,
          ),
      })
      .where(rowOf(s));
    return;
  }
  // WhatsApp has the message (sent, delivered, read): the row is sent, whoever posted it and whether or
  // not they heard the answer. A late "sent" never hides a "delivered" or "read" that came first.
  const status = sql`coalesce(${mailOutbox.providerStatus}, '')`;
  const taken = TAKEN.has(s.status);
  await db
    .update(mailOutbox)
    .set({
      providerMessageId: s.id,
      providerStatus: s.status,
      ...(taken
        ? {
            status: 'sent' satisfies MailStatus,
            sentAt: sql`coalesce(${mailOutbox.sentAt}, now())`,
            lastError: null,
            postStartedAt: null,
          }
        : {}),
    })
    .where(
      and(
        rowOf(s),
        sql`${status} <> 'failed'`,
        s.status === 'sent' ? sql`${status} not in ('delivered', 'read')` : undefined,
        s.status === 'delivered' ? sql`${status} <> 'read'` : undefined,
      ),
    );
}
