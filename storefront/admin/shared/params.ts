/** A record number from the address ('/admin/orders/42'); anything else is a page that does not exist. */
export function numberParam(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value)) throw new Response('Not found', { status: 404, statusText: 'Not Found' });
  return Number(value);
}
