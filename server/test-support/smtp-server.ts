// A real SMTP server for mail tests, on a free local port: it keeps every message it accepts, and
// can be told to refuse the next ones, as a mail server that is down for a while (4xx) or refuses for
// good (5xx) would.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The raw message with quoted-printable undone, good enough to search its text. */
  body: string;
  /** The Message-ID header, '' when none. */
  messageId: string;
  /** When the server accepted it. */
  at: number;
}

/** A mail's text with quoted-printable undone, good enough to search. */
export function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(soft.charCodeAt(i));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export async function startTestSmtpServer() {
  const received: ReceivedMail[] = [];
  let refuse = 0;
  let refuseCode = 451;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refuse > 0) {
          refuse--;
          const text = refuseCode >= 500 ? 'Mailbox unavailable' : 'Mail system busy, try again later';
          callback(Object.assign(new Error(text), { responseCode: refuseCode }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('latin1');
        const body = decodeQuotedPrintable(raw);
        // From the raw headers: undoing quoted-printable over them would join folded lines.
        const messageId = /^Message-ID:\s*(<[^>]*>)/im.exec(raw)?.[1] ?? '';
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), body, messageId, at: Date.now() });
        callback();
      });
    },
  });
  // A shop killed mid-delivery (the kill -9 test) resets its connections: smtp-server reports that as
  // an 'error' event, which would otherwise end the test process.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Refuses the next `count` messages: a temporary error (451) unless another code is given. */
    refuseNext(count: number, code = 451) {
      refuse = count;
      refuseCode = code;
    },
    /** Waits for a message to `to` whose text has every one of the words. */
    async waitFor(to: string, words: string[], timeoutMs = 5000): Promise<ReceivedMail> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const hit = received.find((m) => m.to.includes(to) && words.every((w) => m.body.includes(w)));
        if (hit) return hit;
        if (Date.now() > until)
          throw new Error(`No mail to ${to} with ${JSON.stringify(words)}; got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
