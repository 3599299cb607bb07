// The order_id the shop gives WiPay, and back: 'TS-123' is order 123's first WiPay page, 'TS-123-2'
// its second (Try again): each page WiPay is asked for has an id of its own (decision 0020).
export interface WipayOrderRef {
  orderNo: number;
  /** 1 for the first page of the order, then 2, 3 … */
  attempt: number;
}

export function wipayOrderId(orderNo: number, attempt = 1): string {
  return attempt <= 1 ? `TS-${orderNo}` : `TS-${orderNo}-${attempt}`;
}

export function readWipayOrderId(orderId: string | undefined): WipayOrderRef | null {
  const match = /^TS-(\d{1,9})(?:-(\d{1,3}))?$/.exec(orderId ?? '');
  if (!match) return null;
  const attempt = match[2] === undefined ? 1 : Number(match[2]);
  // 'TS-5-1' is never sent: the first page is 'TS-5'.
  return attempt >= 2 || match[2] === undefined ? { orderNo: Number(match[1]), attempt } : null;
}

export function orderNoOfWipayOrderId(orderId: string | undefined): number | null {
  return readWipayOrderId(orderId)?.orderNo ?? null;
}
