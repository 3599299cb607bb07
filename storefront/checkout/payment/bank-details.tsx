// The shop's bank account for a transfer, as the checkout's payment choice and the order-placed page show
// it (docs/product.md#payment-methods); the order-placed page puts the reference and amount first.
import type { ReactNode } from 'react';
import type { PublicSettings } from '../../lib/settings';

type BankSettings = Pick<PublicSettings, 'bankAccountName' | 'bankName' | 'bankAccountNumber' | 'bankSwiftCode'>;

/** One line of the list: a label and its value. */
export function BankLine({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

export function BankDetails({ settings, children }: { settings: BankSettings; children?: ReactNode }) {
  return (
    <dl className="bank-details">
      {children}
      <BankLine label="Account Name">{settings.bankAccountName}</BankLine>
      <BankLine label="Bank Name">{settings.bankName}</BankLine>
      <BankLine label="Account Number">{settings.bankAccountNumber}</BankLine>
      <BankLine label="SWIFT Code">{settings.bankSwiftCode}</BankLine>
    </dl>
  );
}
