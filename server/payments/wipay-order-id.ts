// The order_id the shop gives WiPay, and back: 'TS-123' is order 123.
export function wipayOrderId(orderNo: number): string {
  return `TS-${orderNo}`;
}

export function orderNoOfWipayOrderId(orderId: string | undefined): number | null {
  const match = /^TS-(\d{1,9})$/.exec(orderId ?? '');
  return match ? Number(match[1]) : null;
}
