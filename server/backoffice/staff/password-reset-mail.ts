// The mail with a staff member's link to choose a new password (docs/product.md#staff-password-reset).
import { escapeHtml } from '../../mail/plain-mail';
export interface PasswordResetMailView {
  name: string;
  shopName: string;
  link: string;
  minutes: number;
}

export function renderPasswordResetMail(v: PasswordResetMailView): { subject: string; text: string; html: string } {
  const paragraphs = [
    `Dear ${v.name},`,
    `Someone asked for a new password for your ${v.shopName} back-office account. To choose one, open this link within ${v.minutes} minutes:`,
    v.link,
    'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
  ];
  return {
    subject: `Choose a new password – ${v.shopName} back office`,
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<!doctype html><html><body>${paragraphs
      .map((p) => (p === v.link ? `<p><a href="${escapeHtml(p)}">${escapeHtml(p)}</a></p>` : `<p>${escapeHtml(p)}</p>`))
      .join('')}</body></html>`,
  };
}
