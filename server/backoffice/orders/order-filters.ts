// The order list's search and filters, read from the page's query string. A bad filter is named and
// left out; the list still shows.
import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../../shop-rules/order-constants';
import { checkFields, day, formFields, optionalChoice, text, whole } from '../shared/form-fields';

const filterSchema = z.object({
  q: text('Search', { max: 100 }),
  status: optionalChoice('Status', ORDER_STATUSES),
  pmNo: optionalChoice('Payment method', ['1', '2', '3'] as const),
  paymentStatus: optionalChoice('Payment status', PAYMENT_STATUSES),
  from: day('From date'),
  to: day('To date'),
  delivery: optionalChoice('Delivery', ['delivery', 'pickup'] as const),
  island: optionalChoice('Island', ['trinidad', 'tobago'] as const),
  source: optionalChoice('Source', ['1', '2', '3'] as const),
  page: whole('Page', 1, 100_000),
});

export type OrderFilters = z.infer<typeof filterSchema>;

export function readOrderFilters(query: URLSearchParams): { filters: OrderFilters; problems: string[] } {
  const input: Record<string, unknown> = formFields(query);
  const problems: string[] = [];
  for (;;) {
    const result = checkFields(filterSchema, input);
    if (result.success) return { filters: result.data, problems };
    const issue = result.error.issues[0]!;
    problems.push(issue.message);
    input[String(issue.path[0])] = ''; // drop the bad filter and read the rest
  }
}
