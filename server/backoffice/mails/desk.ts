// The mails area's part of the desk: mails the sender could not deliver, and sending one again.
import { id, room } from '../shared/desk-kit';
import { listUndeliveredMails, sendMailAgain } from './undelivered-mails';

export const mailsDesk = {
  mails: room('mails', ({ db, actor }) => ({
    undelivered: () => listUndeliveredMails(db),
    sendAgain: (mailNo: number) => sendMailAgain(db, actor, id(mailNo, 'mail')),
  })),
};
