// The back office's own words: what staff read when something is refused.
export const noSuch = (what: string) => `No such ${what}.`;
export const SIGN_IN_INCORRECT = 'E-mail or password is incorrect.';
export const SIGN_IN_FIELDS_REQUIRED = 'Please enter your e-mail address and password.';
export const SIGN_IN_FORM_EXPIRED = 'The sign-in form has expired. Please try again.';
export const tooManySignIns = (seconds: number) =>
  `Too many sign-in attempts. Please try again in ${Math.max(1, Math.ceil(seconds / 60))} minute${seconds > 60 ? 's' : ''}.`;

export const FORM_EXPIRED =
  'This form has expired or did not come from the back office. Reload the page and try again.';
export const FORM_TOO_LARGE = (mb: number) => `The files sent are too large: at most ${mb} MB in one go.`;
export const NOT_ALLOWED = 'Your role does not allow this.';

export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 128;
export const PASSWORD_RULE = `Password must be ${STAFF_PASSWORD_MIN} to ${STAFF_PASSWORD_MAX} characters.`;
export const PASSWORDS_DIFFER = 'The two passwords are not the same.';
export const EMAIL_TAKEN = 'A staff member with this e-mail address already exists.';
export const LAST_OWNER = 'The shop must keep at least one active owner.';
export const NOT_YOURSELF = 'You cannot deactivate or demote yourself; ask another owner.';

export const RETURN_ALREADY_DECIDED = 'This return request has already been decided.';
export const REFUSAL_NEEDS_COMMENT = 'Please tell the customer why the return is refused.';

export const CATEGORY_HAS_CHILDREN = 'This category has subcategories; move or remove them first.';
export const CATEGORY_HAS_PRODUCTS = 'This category still has products; move them to another category first.';
export const CATEGORY_HAS_SECTIONS =
  'This category still has design sections; give them another category or remove them first (Category sections).';
export const CATEGORY_LOOP = 'A category cannot be placed under itself or one of its subcategories.';

export const MAIL_ALREADY_SENT = 'This mail has been sent already.';
export const MAIL_BEING_SENT = 'This mail is being sent right now. Reload the page in a minute to see how it went.';

// Several orders at once from the Orders list (docs/product.md#orders-several-at-once).
export const TICK_AN_ORDER = 'Please tick at least one order.';
export const tooManyOrdersAtOnce = (most: number) => `At most ${most} orders can be changed or printed at once.`;
export const CUSTOMER_ALREADY_BLOCKED = 'This account is already blocked.';
export const CUSTOMER_NOT_BLOCKED = 'This account is not blocked.';

// Password reset by e-mail (docs/product.md#staff-password-reset)
export const RESET_REQUESTED =
  'If a staff account uses this e-mail address, a link to choose a new password is on its way. The link works once, for one hour.';
export const RESET_EMAIL_REQUIRED = 'Please enter your e-mail address.';
export const CSV_FILE_REQUIRED = 'Please choose a CSV file.';
export const RESET_LINK_INVALID =
  'This link to choose a new password has expired or has been used already. Ask for a new one.';
export const RESET_DONE = 'Your new password is set, and every other session has ended. Sign in with it now.';
export const tooManyResets = (seconds: number) =>
  `Too many requests for a new password. Please try again in ${Math.max(1, Math.ceil(seconds / 60))} minute${seconds > 60 ? 's' : ''}.`;

// Two-step sign-in (docs/product.md#two-step-sign-in)
export const TWO_STEP_CODE_WRONG =
  'That code is not right. Type the 6 digits your authenticator app shows now, or a recovery code.';
export const TWO_STEP_CODE_REQUIRED = 'Please enter the code from your authenticator app, or a recovery code.';
export const TWO_STEP_TIMED_OUT = 'Your sign-in has timed out. Please sign in again with your password.';
export const TWO_STEP_ALREADY_ON = 'Two-step sign-in is already on for your account.';
export const TWO_STEP_NOT_STARTED = 'Start the set-up again: press “Set up two-step sign-in”.';
export const TWO_STEP_NOT_ON = 'Two-step sign-in is not on for your account.';
export const TWO_STEP_REQUIRED_BY_SHOP =
  'The shop requires two-step sign-in for all staff, so it cannot be turned off.';
export const TWO_STEP_SET_UP_FIRST = 'The shop requires two-step sign-in for all staff. Set it up below to continue.';

// VAT invoices in the back office (docs/product.md#vat-invoices)
export const VAT_REGISTRATION_OFF =
  'VAT registration is off, so orders are given no VAT invoice. An owner switches it on in Settings, under VAT, with the shop’s VAT registration number; orders paid or shipped from then on get their invoice.';

// Refunds (docs/product.md#refunds)
export const CARD_FEE_NOT_REFUNDED =
  'The card fee cannot be refunded: it is WiPay’s, paid on top of the order’s total, so at most the total comes back.';
