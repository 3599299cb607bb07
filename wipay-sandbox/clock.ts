import { shopWallClock } from '../shop-rules/shop-time';

/** WiPay stamps dates in Trinidad and Tobago time, the shop's own clock. */

function parts(date: Date) {
  const tt = shopWallClock(date);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return {
    year: pad(tt.getUTCFullYear(), 4),
    month: pad(tt.getUTCMonth() + 1),
    day: pad(tt.getUTCDate()),
    hour: pad(tt.getUTCHours()),
    minute: pad(tt.getUTCMinutes()),
    second: pad(tt.getUTCSeconds()),
  };
}

/** `YYYYMMDDhhmmss`, as used at the end of a transaction id. */
export function compactStamp(date: Date): string {
  const p = parts(date);
  return `${p.year}${p.month}${p.day}${p.hour}${p.minute}${p.second}`;
}

/** `YYYY-MM-DD hh:mm:ss`, the `date` response parameter. */
export function responseDate(date: Date): string {
  const p = parts(date);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}
