// Sends an outbox row of kind whatsapp-update to WhatsApp's Cloud API (POST
// /{version}/{phone-number-id}/messages, a template message) and keeps the message id it answers, which
// its status webhooks name. A refusal keeps the Graph API's code and words as the row's last error; a
// template the API does not know, or the wrong number of parameters, cannot succeed by trying again:
// the row is given up at once and listed with the undelivered mails (docs/decisions/0088).
//
// Sent once across servers and crashes (docs/decisions/0102): the API has no idempotency key, so each
// post names its row in biz_opaque_callback_data, which WhatsApp echoes in the message's status
// webhooks, and the row records when its post began before the post leaves. A row taken again whose
// post has no known outcome (no answer heard, no status yet) is not posted again until WhatsApp has had
// WHATSAPP_STATUS_WAIT_SECONDS to report it; a status naming the row marks it sent (server/whatsapp/webhook.ts).
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../database/connect';
import { mailOutbox } from '../../database/schema';
import type { MailStatus } from '../../shop-rules/mail-status';
import type { TemplateMessage } from '../../shop-rules/whatsapp-updates';
import type { OutboxRow } from '../mail/mail-outbox';
import type { WhatsappSettings } from './whatsapp-settings';

const SEND_TIMEOUT_MS = 15_000;
/** Graph API codes no retry can mend: template missing or not approved, parameters, recipient refused. */
const PERMANENT_CODES = new Set([132000, 132001, 132005, 132007, 132012, 132015, 132016, 131026, 131051, 100]);

export class CloudApiRefusal extends Error {
  readonly permanent: boolean;
  constructor(
    readonly status: number,
    readonly code: number | undefined,
    message: string,
  ) {
    super(`WhatsApp refused (HTTP ${status}${code === undefined ? '' : `, code ${code}`}): ${message}`);
    this.permanent = code !== undefined && PERMANENT_CODES.has(code);
  }
}

/** What a post carries to name its outbox row; WhatsApp gives it back in the message's statuses. */
export function callbackDataOf(mailNo: number): string {
  return `outbox:${mailNo}`;
}

/** The outbox row a status names, or null for a message this shop did not name. */
export function mailNoOfCallbackData(data: unknown): number | null {
  const m = typeof data === 'string' ? /^outbox:(\d{1,9})$/.exec(data) : null;
  return m ? Number(m[1]) : null;
}

/**
 * An earlier post of this row has no known outcome yet: it is not posted again before `waitUntil`, by
 * which WhatsApp's status has either marked it sent or, missing, lets it be posted again.
 */
export class AwaitingWhatsappStatus extends Error {
  constructor(readonly waitUntil: Date) {
    super(`An earlier send has no answer yet: waiting for WhatsApp's status until ${waitUntil.toISOString()}`);
  }
}

/** The post's answer was lost (a crash, a timeout, a broken connection): WhatsApp may have taken it. */
class OutcomeUnknown extends Error {}

export function templateBody(to: string, m: TemplateMessage, callbackData?: string) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: {
      name: m.template,
      language: { code: m.language },
      components: [{ type: 'body', parameters: m.params.map((text) => ({ type: 'text', text })) }],
    },
    ...(callbackData ? { biz_opaque_callback_data: callbackData } : {}),
  };
}

export function cloudApiDelivery(db: Database, settings: WhatsappSettings, fetchImpl: typeof fetch = fetch) {
  const url = `${settings.apiBaseUrl}/${settings.apiVersion}/${settings.phoneNumberId}/messages`;
  const wait = sql`make_interval(secs => ${settings.statusWaitSeconds})`;

  /**
   * Records that a post begins, in its own statement before the post: refused while an earlier post's
   * outcome is unknown and younger than the wait. Then: whether to post, or what became of the row.
   */
  async function beginPost(mailNo: number): Promise<'post' | 'taken' | Date> {
    const [begun] = await db
      .update(mailOutbox)
      .set({ postStartedAt: sql`now()` })
      .where(
        and(
          eq(mailOutbox.mailNo, mailNo),
          eq(mailOutbox.status, 'sending' satisfies MailStatus),
          isNull(mailOutbox.providerMessageId),
          or(isNull(mailOutbox.postStartedAt), lte(mailOutbox.postStartedAt, sql`now() - ${wait}`)),
        ),
      )
      .returning({ mailNo: mailOutbox.mailNo });
    if (begun) return 'post';
    const [row] = await db
      .select({
        messageId: mailOutbox.providerMessageId,
        waitUntil: sql<
          number | string | null
        >`extract(epoch from ${mailOutbox.postStartedAt} + ${wait})::float8 * 1000`,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.mailNo, mailNo));
    // WhatsApp took it already: its answer or its status came after this row's last post.
    if (row?.messageId) return 'taken';
    if (row?.waitUntil != null) return new Date(Number(row.waitUntil));
    throw new Error("The update is no longer this sender's to send");
  }

  async function post(row: OutboxRow): Promise<string> {
    const message = JSON.parse(row.textBody) as TemplateMessage;
    let res: Response;
    let answer: { messages?: { id?: string }[]; error?: { code?: number; message?: string } };
    try {
      res = await fetchImpl(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${settings.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(templateBody(row.toAddress, message, callbackDataOf(row.mailNo))),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      answer = (await res.json().catch(() => ({}))) as typeof answer;
    } catch (err) {
      throw new OutcomeUnknown(`No answer from WhatsApp: ${(err as Error).message}`, { cause: err });
    }
    const id = answer.messages?.[0]?.id;
    if (res.ok && !answer.error && id) return id;
    const refusal = new CloudApiRefusal(res.status, answer.error?.code, answer.error?.message ?? res.statusText);
    // A refusal in the Graph API's words, or any 4xx: nothing was sent, the next try need not wait.
    // A 5xx without them (a proxy's page): WhatsApp may have taken it.
    if (!answer.error && !(res.status >= 400 && res.status < 500)) throw new OutcomeUnknown(refusal.message);
    await db.update(mailOutbox).set({ postStartedAt: null }).where(eq(mailOutbox.mailNo, row.mailNo));
    throw refusal;
  }

  return async (row: OutboxRow): Promise<void> => {
    const begun = await beginPost(row.mailNo);
    if (begun === 'taken') return;
    if (begun instanceof Date) throw new AwaitingWhatsappStatus(begun);
    const id = await post(row);
    await db
      .update(mailOutbox)
      .set({
        providerMessageId: id,
        // A status webhook may have come first: it is newer than "accepted".
        providerStatus: sql`case when ${mailOutbox.providerMessageId} = ${id} then ${mailOutbox.providerStatus} else 'accepted' end`,
        postStartedAt: null,
      })
      .where(eq(mailOutbox.mailNo, row.mailNo));
  };
}

/** The delivery of whatsapp-update rows: without settings (removed since the row was written) none can go. */
export function whatsappDelivery(db: Database, settings: WhatsappSettings | null) {
  if (settings) return cloudApiDelivery(db, settings);
  return async () => {
    throw Object.assign(new Error('WhatsApp is not set up (WHATSAPP_PHONE_NUMBER_ID, _ACCESS_TOKEN, _APP_SECRET)'), {
      permanent: true,
    });
  };
}
