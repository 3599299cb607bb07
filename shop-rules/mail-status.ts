// What becomes of a mail in the shop's outbox (docs/decisions/0022): the sender writes these words
// and the back office's list of undelivered mails reads them. Only back-office pages import this file.
export const MAIL_STATUSES = Object.freeze(['pending', 'sending', 'sent', 'given-up'] as const);
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** What the back office shows for each status. */
export const MAIL_STATUS_LABELS: Readonly<Record<MailStatus, string>> = Object.freeze({
  pending: 'Will be tried again',
  sending: 'Being sent',
  sent: 'Sent',
  'given-up': 'Given up',
});

/** How long the sender keeps trying a mail before it gives up and leaves it to the staff. */
export const MAIL_GIVE_UP_DAYS = 3;
