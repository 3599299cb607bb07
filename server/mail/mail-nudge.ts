// A nudge for the mail senders of this process: called after a transaction that wrote mails to the
// outbox has committed, so they go out at once instead of at the sender's next round. Senders of
// other processes find the rows on their timer (docs/decisions/0022).
type Listener = () => void;

const listeners = new Set<Listener>();

/** After the commit: wakes every mail sender of this process. Never throws, never waits. */
export function nudgeMailSender(): void {
  for (const listener of listeners) listener();
}

/** A sender listens; the function returned stops listening. */
export function onMailNudge(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
