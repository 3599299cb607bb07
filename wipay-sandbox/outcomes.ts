/** The outcome of a card payment, decided from WiPay's documented sandbox test cards. */
export interface Outcome {
  status: 'success' | 'failed';
  /** Response code: 1 approved, 2 declined. */
  code: number;
  /** Original (issuer) response code, shown after 'R' in the message. */
  reason: string;
  description: string;
}

export const APPROVED: Outcome = { status: 'success', code: 1, reason: '1', description: 'Transaction is approved' };

const DECLINED_05: Outcome = { status: 'failed', code: 2, reason: '05', description: 'Transaction is declined' };
const DECLINED_98: Outcome = {
  status: 'failed',
  code: 2,
  reason: '98',
  description: 'Transaction is declined, the issuer could not authorise it',
};
const DECLINED_91: Outcome = {
  status: 'failed',
  code: 2,
  reason: '91',
  description: 'Transaction is declined, the card issuer is unavailable',
};

export const CANCELLED: Outcome = {
  status: 'failed',
  code: 2,
  reason: '17',
  description: 'Transaction is cancelled by the customer',
};

/** The documented sandbox test cards; any other number is approved. */
export const TEST_CARDS: Readonly<Record<string, Outcome>> = {
  '4111111111111111': APPROVED,
  '5111111111111111': APPROVED,
  '4111111111113333': DECLINED_05,
  '5111111111113333': DECLINED_05,
  '4666666666662222': DECLINED_05,
  '5555666666662222': DECLINED_05,
  '4111111111119999': DECLINED_98,
  '5111111111119999': DECLINED_98,
  '4111111111110000': DECLINED_91,
  '5111111111110000': DECLINED_91,
};

export function outcomeForCard(cardNumber: string): Outcome {
  return TEST_CARDS[cardNumber] ?? APPROVED;
}

/** `[<code>-R<reason>]: <description>.`, e.g. `[1-R1]: Transaction is approved.` */
export function outcomeMessage(outcome: Outcome): string {
  return `[${outcome.code}-R${outcome.reason}]: ${outcome.description}.`;
}

/** The card number masked, last 4 digits visible: XXXXXXXXXXXX1111. */
export function maskCard(cardNumber: string): string {
  return 'X'.repeat(Math.max(0, cardNumber.length - 4)) + cardNumber.slice(-4);
}
