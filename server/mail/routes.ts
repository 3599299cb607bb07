// The mail area: one registration for server/app.ts. The app's one sender starts when the app is
// ready and, on close, takes no new mail and waits for the sends in flight (docs/decisions/0022).
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../database/connect';
import type { Config } from '../config';
import { takeJobTurn } from '../timed-job-turn';
import { createDelivery, type Deliver } from './mail-delivery';
import type { MailKind } from './mail-outbox';
import { createMailSender } from './mail-sender';

export const MAIL_TIMER_JOB = 'mail-timer';

export function registerMailSender(
  app: FastifyInstance,
  deps: { db: Database; config: Config; byKind?: Partial<Record<MailKind, Deliver>> },
) {
  const mail = createDelivery(deps.config);
  const byKind = deps.byKind ?? {};
  const sender = createMailSender({
    db: deps.db,
    // Rows of another kind of message (a WhatsApp update) go to their own delivery (docs/decisions/0088).
    deliver: (row) => (byKind[row.kind as MailKind] ?? mail)(row),
    log: app.log,
    claimSeconds: deps.config.MAIL_CLAIM_SECONDS,
    // Retries and mails other servers left: looked for by one server of the shop a period.
    timerTurn: (everyMs) => takeJobTurn(deps.db, MAIL_TIMER_JOB, everyMs),
  });
  app.addHook('onReady', async () => sender.start());
  app.addHook('onClose', async () => sender.stop());
}
