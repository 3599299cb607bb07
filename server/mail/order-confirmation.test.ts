import { describe, expect, it } from 'vitest';
import { DEMO_SETTINGS } from '../settings/shop-settings';
import { type OrderMailView, renderOrderConfirmation } from './order-confirmation';

const view: OrderMailView = {
  orderNo: 42,
  orderDate: '2026-03-05',
  customerName: 'Kim <b>Ramdass</b>',
  customerMobile: '7654321',
  lines: [
    { name: 'Tabla Set', option: '', quantity: 1, lineTotal: 1299_00 },
    { name: 'Kurta', option: 'Red, M', quantity: 2, lineTotal: 300_00 },
  ],
  itemTotal: 1599_00,
  freight: 40_00,
  total: 1639_00,
  isPickup: false,
  address: '1 Test Street',
  city: 'Chaguanas',
  island: 'Trinidad',
  remarks: '',
  pmNo: 3,
  settings: DEMO_SETTINGS,
};

describe('order confirmation mail', () => {
  it('lists the lines and totals in TT$ with thousands separators', () => {
    const { subject, text } = renderOrderConfirmation(view);
    expect(subject).toBe('Order 42 received – Trini Shop (demo)');
    expect(text).toContain('1 × Tabla Set: TT$1,299.00');
    expect(text).toContain('2 × Kurta (Red, M): TT$300.00');
    expect(text).toContain('Sub-Total: TT$1,599.00\nFreight: TT$40.00\nTotal: TT$1,639.00');
    expect(text).toContain('Delivery to: 1 Test Street, Chaguanas, Trinidad.');
    expect(text).toContain('Mobile: +1(868)7654321');
    expect(text).toContain('Cash on Delivery. Pay TT$1,639.00 in cash');
  });

  it('gives bank transfer instructions from the shop settings', () => {
    const { text, html } = renderOrderConfirmation({ ...view, pmNo: 2 });
    expect(text).toContain('Please transfer TT$1,639.00 to:');
    expect(text).toContain(`Account number: ${DEMO_SETTINGS.bankAccountNumber}`);
    expect(text).toContain(`SWIFT code: ${DEMO_SETTINGS.bankSwiftCode}`);
    expect(text).toContain(`send the receipt by WhatsApp to ${DEMO_SETTINGS.whatsappNumber}, quoting order number 42`);
    // The reference checkout and the success page give (shop-rules/messages/orders).
    expect(text).toContain('Please use your order number, 42, as the payment reference.');
    expect(html).toContain(`Bank: ${DEMO_SETTINGS.bankName}`);
  });

  it('names the pickup address for pickup orders and the card payment once paid', () => {
    const pickup = renderOrderConfirmation({ ...view, isPickup: true, freight: 0, total: 1599_00 }).text;
    expect(pickup).toContain(`Pickup at: ${DEMO_SETTINGS.pickupAddress}`);
    expect(pickup).toContain('Freight (pickup): TT$0.00');
    const paid = renderOrderConfirmation({
      ...view,
      pmNo: 1,
      cardPayment: { transactionId: 'SB-1-TS-42-x', charged: 1639_00, card: 'XXXX1111' },
    });
    expect(paid.subject).toBe('Order 42 is paid – Trini Shop (demo)');
    expect(paid.text).toContain('paid by card through WiPay (XXXX1111), transaction SB-1-TS-42-x.');
    expect(paid.text).not.toContain('was charged');
  });

  it('escapes what customers typed in the HTML part', () => {
    const { html } = renderOrderConfirmation({ ...view, remarks: '<script>x</script>' });
    expect(html).toContain('Kim &lt;b&gt;Ramdass&lt;/b&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Ramdass');
  });
});
