const LABELS: Record<string, string> = { AwaitingPayment: 'Awaiting payment', PaymentFailed: 'Payment failed' };

export function StatusBadge({ status }: { status: string }) {
  return <span className={`admin-badge admin-badge--${status}`}>{LABELS[status] ?? status}</span>;
}
