// Bank-transfer receipts the shopper sends to the order (docs/product.md#transfer-receipts): what may
// be sent, how big, and what the pages say.

export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const RECEIPTS_PER_ORDER = 5;
export const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf'] as const;
export type ReceiptType = (typeof RECEIPT_TYPES)[number];
/** What the file picker offers; the server still reads the content itself. */
export const RECEIPT_ACCEPT =
  '.jpg,.jpeg,.png,.webp,.heic,.pdf,image/jpeg,image/png,image/webp,image/heic,application/pdf';

export const RECEIPT_HEADING = 'Send the receipt of your bank transfer';
export const RECEIPT_HINT = 'A photo (JPEG, PNG, WebP, HEIC) or a PDF, up to 5 MB.';
export const RECEIPT_BUTTON = 'Send the receipt';
export const RECEIPT_SENT = 'Thank you: your receipt is with the order. We will confirm the payment once it is in.';
export const RECEIPT_NOT_A_RECEIPT =
  'This file is not a photo or a PDF. Please send a JPEG, PNG, WebP, HEIC or PDF file.';
export const RECEIPT_TOO_BIG = 'This file is larger than 5 MB. Please send a smaller photo or PDF.';
export const RECEIPT_EMPTY = 'Please choose the photo or PDF of your receipt.';
export const RECEIPT_NOT_BANK_TRANSFER = 'Receipts are for orders paid by bank transfer.';
export const RECEIPT_TOO_MANY = `An order can hold at most ${RECEIPTS_PER_ORDER} receipts. Please call the shop.`;
export const RECEIPT_ORDER_NOT_FOUND = 'We could not find that order with this mobile number.';
