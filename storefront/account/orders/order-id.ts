/** An order number from the address (/orderdetail/12 or ?orderId=12); null when there is none or it is malformed. */
export function orderIdFrom(pathValue: string | undefined, query: URLSearchParams): number | null {
  const text = (pathValue ?? query.get('orderId') ?? query.get('order_id') ?? '').trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 ? n : null;
}

/** A positive whole number from the address (?product=12), or null. */
export function wholeNumber(text: string | null): number | null {
  return text && /^\d{1,9}$/.test(text) && Number(text) >= 1 ? Number(text) : null;
}
