// What a receipt file is, read from its first bytes, never from its name or the type the browser
// claims: JPEG, PNG, WebP, HEIC or PDF, else nothing (docs/decisions/0089).
import type { ReceiptType } from '../../shop-rules/receipts';

const EXTENSIONS: Record<ReceiptType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'application/pdf': 'pdf',
};

const startsWith = (b: Buffer, bytes: number[], at = 0) => bytes.every((x, i) => b[at + i] === x);
const ascii = (b: Buffer, text: string, at = 0) => b.subarray(at, at + text.length).toString('latin1') === text;

export function receiptTypeOf(file: Buffer): { type: ReceiptType; extension: string } | null {
  let type: ReceiptType | null = null;
  if (startsWith(file, [0xff, 0xd8, 0xff])) type = 'image/jpeg';
  else if (startsWith(file, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) type = 'image/png';
  else if (ascii(file, 'RIFF') && ascii(file, 'WEBP', 8)) type = 'image/webp';
  else if (ascii(file, 'ftyp', 4) && ['heic', 'heix', 'mif1', 'msf1', 'hevc'].some((brand) => ascii(file, brand, 8)))
    type = 'image/heic';
  else if (ascii(file, '%PDF-')) type = 'application/pdf';
  return type ? { type, extension: EXTENSIONS[type] } : null;
}
