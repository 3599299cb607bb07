// The shop's whole domain schema. Money columns are numeric(12,2): exact, read back as strings and
// turned into integer cents by shop-rules/money before any arithmetic.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Channel, VisitSource } from '../shop-rules/channels';
import type { DoorMethod, RoadState, RunState, StopState } from '../shop-rules/delivery/attempts';
import type { DiscountKind } from '../shop-rules/discount-codes';
import type { MailStatus } from '../shop-rules/mail-status';
import type {
  OrderStatus,
  PaymentProvider,
  PaymentRecordStatus,
  PaymentStatus,
  ReturnStatus,
} from '../shop-rules/order-constants';
import type { RefundMethod } from '../shop-rules/refunds';
import type { StockReason } from '../shop-rules/stock';

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const categories = pgTable(
  'categories',
  {
    categoryNo: serial('category_no').primaryKey(),
    parentNo: integer('parent_no'),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('categories_slug_key').on(t.slug),
    index('categories_parent_idx').on(t.parentNo),
    index('categories_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const shops = pgTable('shops', {
  shopNo: integer('shop_no').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  active: boolean('active').notNull().default(true),
  // Offered at checkout as a place to pick an order up (docs/decisions/0032).
  pickupPoint: boolean('pickup_point').notNull().default(false),
});

export const products = pgTable(
  'products',
  {
    productNo: serial('product_no').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    categoryNo: integer('category_no')
      .notNull()
      .references(() => categories.categoryNo),
    brand: text('brand').notNull().default(''),
    shopNo: integer('shop_no').references(() => shops.shopNo),
    barcode: text('barcode').notNull().default(''),
    sku: text('sku').notNull().default(''),
    salesPrice: money('sales_price').notNull(),
    purchasePrice: money('purchase_price').notNull().default('0'),
    salesPrice2: money('sales_price2'),
    salesPrice3: money('sales_price3'),
    salesPrice5: money('sales_price5'),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    freeDelivery: boolean('free_delivery').notNull().default(false),
    freeDeliveryQuantity: integer('free_delivery_quantity').notNull().default(0),
    ribbonText: text('ribbon_text'),
    videoFile: text('video_file'),
    stock: integer('stock').notNull().default(0),
    isSoldOut: boolean('is_sold_out').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    arrivalDate: date('arrival_date', { mode: 'string' }).notNull().default(sql`CURRENT_DATE`),
    countryOfOrigin: text('country_of_origin'),
    sortOrder: integer('sort_order').notNull().default(0),
    // Stock: at or below this many (the product's, or each variant's) it is low; null: the shop's
    // setting (docs/decisions/0037).
    lowStockAt: integer('low_stock_at'),
    // False: left out of the catalogue feeds by the owner (docs/decisions/0086).
    inFeeds: boolean('in_feeds').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_category_idx').on(t.categoryNo),
    index('products_arrival_idx').on(t.arrivalDate),
    index('products_home_idx').on(t.sortOrder, t.productNo),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('products_search_idx').using(
      'gin',
      sql`to_tsvector('english', ${t.name} || ' ' || ${t.brand} || ' ' || ${t.description})`,
    ),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    imageNo: serial('image_no').primaryKey(),
    productNo: integer('product_no')
      .notNull()
      .references(() => products.productNo, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
    path: text('path').notNull(),
    thumbnailPath: text('thumbnail_path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    thumbWidth: integer('thumb_width').notNull(),
    thumbHeight: integer('thumb_height').notNull(),
  },
  (t) => [index('product_images_product_idx').on(t.productNo, t.sortOrder)],
);

export const productVariants = pgTable(
  'product_variants',
  {
    skuNo: serial('sku_no').primaryKey(),
    productNo: integer('product_no')
      .notNull()
      .references(() => products.productNo, { onDelete: 'cascade' }),
    sku: text('sku').notNull().default(''),
    color: text('color'),
    size: text('size'),
    stock: integer('stock').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_variants_product_idx').on(t.productNo)],
);

export const reviews = pgTable(
  'reviews',
  {
    reviewNo: serial('review_no').primaryKey(),
    productNo: integer('product_no')
      .notNull()
      .references(() => products.productNo, { onDelete: 'cascade' }),
    customerNo: integer('customer_no'),
    customerName: text('customer_name').notNull(),
    customerMobile: text('customer_mobile').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    comments: text('comments').notNull(),
    isVisible: boolean('is_visible').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('reviews_product_idx').on(t.productNo, t.createdAt)],
);

export const customers = pgTable(
  'customers',
  {
    customerNo: serial('customer_no').primaryKey(),
    mobile: text('mobile').notNull(),
    name: text('name').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    telephone: text('telephone').notNull().default(''),
    address: text('address').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    /** Set by an owner: the account cannot sign in and its tokens are refused (docs/product.md#customers). */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('customers_mobile_key').on(t.mobile)],
);

export const cities = pgTable('cities', {
  cityNo: serial('city_no').primaryKey(),
  name: text('name').notNull(),
  island: text('island').notNull(), // 'Trinidad' | 'Tobago'
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  // The delivery area the city belongs to (decision 0080); null: delivered as the spec's freight says.
  deliveryAreaNo: integer('delivery_area_no'),
});

export const paymentMethods = pgTable('payment_methods', {
  pmNo: integer('pm_no').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const banners = pgTable('banners', {
  bannerNo: integer('banner_no').primaryKey(),
  title: text('title').notNull(),
  imagePath: text('image_path').notNull(),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const bannerProducts = pgTable(
  'banner_products',
  {
    bannerNo: integer('banner_no')
      .notNull()
      .references(() => banners.bannerNo, { onDelete: 'cascade' }),
    productNo: integer('product_no')
      .notNull()
      .references(() => products.productNo, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bannerNo, t.productNo] })],
);

export const designSections = pgTable(
  'design_sections',
  {
    sectionNo: serial('section_no').primaryKey(),
    pageNo: integer('page_no').notNull(),
    sectionName: text('section_name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    // The category whose pages (and its subcategories' pages) show the section; null: every category page
    // (docs/decisions/0039).
    categoryNo: integer('category_no').references(() => categories.categoryNo),
  },
  (t) => [
    index('design_sections_page_idx').on(t.pageNo, t.sortOrder),
    index('design_sections_category_idx').on(t.categoryNo),
  ],
);

export const designSectionProducts = pgTable(
  'design_section_products',
  {
    sectionNo: integer('section_no')
      .notNull()
      .references(() => designSections.sectionNo, { onDelete: 'cascade' }),
    productNo: integer('product_no')
      .notNull()
      .references(() => products.productNo, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sectionNo, t.productNo] })],
);

export const orders = pgTable(
  'orders',
  {
    orderNo: serial('order_no').primaryKey(),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    firstAnswer: jsonb('first_answer'),
    customerNo: integer('customer_no').references(() => customers.customerNo),
    customerMobile: text('customer_mobile').notNull(),
    customerName: text('customer_name').notNull(),
    emailId: text('email_id').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    customerAddress: text('customer_address').notNull().default(''),
    customerCityNo: integer('customer_city_no'),
    deliverCountryNo: integer('deliver_country_no').notNull().default(1),
    countryNo: integer('country_no').notNull().default(1),
    isPickup: boolean('is_pickup').notNull().default(false),
    // The shop the shopper chose to pick up at; null for a delivery, or an order from before pickup points.
    pickupShopNo: integer('pickup_shop_no').references(() => shops.shopNo),
    pmNo: integer('pm_no').notNull(),
    remarks: text('remarks').notNull().default(''),
    storeNo: integer('store_no').notNull().default(8),
    invoiceStoreName: text('invoice_store_name').notNull().default('Online Store'),
    shopNo: integer('shop_no').notNull().default(16),
    shopName: text('shop_name').notNull().default(''),
    source: integer('source').notNull().default(1),
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    itemTotal: money('item_total').notNull(),
    freight: money('freight').notNull(),
    totalAmount: money('total_amount').notNull(),
    // The discount code the order used and what it took off (docs/decisions/0036); total_amount is after it.
    discountCodeNo: integer('discount_code_no'),
    discountCode: text('discount_code'),
    discount: money('discount').notNull().default('0'),
    status: text('status').$type<OrderStatus>().notNull().default('Pending'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('Unpaid'),
    // SHA-256 of the token the placing browser holds to pay a card order again or another way (0020).
    paymentTokenHash: text('payment_token_hash'),
    // The VAT invoice's number and the rate it used, in basis points (docs/decisions/0041); null before.
    invoiceNo: integer('invoice_no'),
    vatRateBasisPoints: integer('vat_rate_basis_points'),
    // Delivery areas and the road (decisions 0080, 0081): the area's extra charge (in total_amount), the
    // area, failed attempts so far, and 'returning' / 'received-back' after the last failed attempt.
    areaCharge: money('area_charge').notNull().default('0'),
    deliveryAreaNo: integer('delivery_area_no'),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    roadState: text('road_state').$type<RoadState>(),
    // Where the order came from (docs/decisions/0087): the channel it counts under, and the first
    // visit's click ids and UTM tags as the browser kept them (shop-rules/channels.ts).
    channel: text('channel').$type<Channel>().notNull().default('direct'),
    visitSource: jsonb('visit_source').$type<VisitSource>(),
    // The shopper ticked "send me updates on WhatsApp" at checkout (docs/decisions/0088).
    whatsappUpdates: boolean('whatsapp_updates').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_key').on(t.idempotencyKey),
    index('orders_channel_date_idx').on(t.channel, t.orderDate),
    uniqueIndex('orders_invoice_no').on(t.invoiceNo),
    index('orders_customer_idx').on(t.customerNo, t.createdAt),
    index('orders_mobile_idx').on(t.customerMobile),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_discount_code_idx').on(t.discountCodeNo, t.customerMobile),
  ],
);

/** A bank-transfer receipt the shopper sent to an order (docs/decisions/0089); the file is private media. */
export const orderReceipts = pgTable(
  'order_receipts',
  {
    receiptNo: serial('receipt_no').primaryKey(),
    orderNo: integer('order_no')
      .notNull()
      .references(() => orders.orderNo),
    mediaKey: text('media_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    customerNo: integer('customer_no'),
    createdAt: createdAt(),
  },
  (t) => [index('order_receipts_order_idx').on(t.orderNo)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    lineNo: serial('line_no').primaryKey(),
    orderNo: integer('order_no')
      .notNull()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    productNo: integer('product_no')
      .notNull()
      .references(() => products.productNo),
    skuNo: integer('sku_no').references(() => productVariants.skuNo),
    productName: text('product_name').notNull(),
    barcode: text('barcode').notNull().default(''),
    color: text('color'),
    size: text('size'),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    lineTotal: money('line_total').notNull(),
    freeDelivery: boolean('free_delivery').notNull().default(false),
    imagePath: text('image_path'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderNo), index('order_lines_product_idx').on(t.productNo)],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    entryNo: serial('entry_no').primaryKey(),
    orderNo: integer('order_no')
      .notNull()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    comment: text('comment').notNull().default(''),
    staffUserNo: integer('staff_user_no'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderNo, t.createdAt)],
);

export const payments = pgTable(
  'payments',
  {
    paymentNo: serial('payment_no').primaryKey(),
    orderNo: integer('order_no')
      .notNull()
      .references(() => orders.orderNo),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    status: text('status').$type<PaymentRecordStatus>().notNull(),
    transactionId: text('transaction_id'),
    originalTotal: money('original_total').notNull(),
    chargedTotal: money('charged_total'),
    currency: text('currency').notNull().default('TTD'),
    message: text('message').notNull().default(''),
    card: text('card'),
    raw: jsonb('raw'),
    // Taken under WiPay's sandbox environment or its public sandbox account or key: no real money (0020).
    testMode: boolean('test_mode').notNull().default(false),
    // WiPay card payments: how many hosted pages were asked for, when the latest was (the unpaid-order
    // sweep counts from it) and the fee structure it was asked under.
    attempt: integer('attempt').notNull().default(1),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    feeStructure: text('fee_structure'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_transaction_key').on(t.transactionId),
    index('payments_order_idx').on(t.orderNo),
    index('payments_awaiting_idx').on(t.status, t.attemptedAt),
  ],
);

/**
 * A signed WiPay return that was not counted as paid because its unsigned total or currency is not
 * what the order's payment should have been charged; the staff check it with WiPay (0020).
 */
export const paymentFlags = pgTable(
  'payment_flags',
  {
    flagNo: serial('flag_no').primaryKey(),
    orderNo: integer('order_no')
      .notNull()
      .references(() => orders.orderNo),
    paymentNo: integer('payment_no')
      .notNull()
      .references(() => payments.paymentNo),
    transactionId: text('transaction_id').notNull(),
    reason: text('reason').notNull(),
    expectedTotal: money('expected_total').notNull(),
    expectedCurrency: text('expected_currency').notNull(),
    returnedTotal: text('returned_total').notNull().default(''),
    returnedCurrency: text('returned_currency').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_flags_transaction_key').on(t.transactionId),
    index('payment_flags_order_idx').on(t.orderNo),
  ],
);

export const returnRequests = pgTable(
  'return_requests',
  {
    rmaNo: serial('rma_no').primaryKey(),
    orderNo: integer('order_no')
      .notNull()
      .references(() => orders.orderNo),
    customerNo: integer('customer_no').references(() => customers.customerNo),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    telephone: text('telephone').notNull(),
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    productName: text('product_name').notNull(),
    productCode: text('product_code').notNull(),
    quantity: integer('quantity').notNull(),
    returnReasonId: integer('return_reason_id').notNull(),
    opened: boolean('opened').notNull().default(false),
    details: text('details').notNull().default(''),
    status: text('status').$type<ReturnStatus>().notNull().default('Requested'),
    staffComment: text('staff_comment').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('return_requests_order_idx').on(t.orderNo), index('return_requests_customer_idx').on(t.customerNo)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    customerNo: integer('customer_no')
      .notNull()
      .references(() => customers.customerNo, { onDelete: 'cascade' }),
    productNo: integer('product_no')
      .notNull()
      .references(() => products.productNo, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerNo, t.productNo] })],
);

export const staffUsers = pgTable(
  'staff_users',
  {
    staffUserNo: serial('staff_user_no').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(), // owner | manager | clerk
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    // Two-step sign-in (decision 0038): the authenticator app's secret, on once confirmed with a code;
    // the last 30-second step used, so one code never signs in twice.
    totpSecret: text('totp_secret'),
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    totpLastStep: integer('totp_last_step'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_users_email_key').on(t.email)],
);

/** Recovery codes for two-step sign-in: only their SHA-256 is kept, and each works once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    codeNo: serial('code_no').primaryKey(),
    staffUserNo: integer('staff_user_no')
      .notNull()
      .references(() => staffUsers.staffUserNo, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffUserNo)],
);

/** Password-reset links sent by mail: only the token's SHA-256 is kept; one use, one hour. */
export const staffPasswordResets = pgTable(
  'staff_password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffUserNo: integer('staff_user_no')
      .notNull()
      .references(() => staffUsers.staffUserNo, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_password_resets_staff_idx').on(t.staffUserNo)],
);

/**
 * 'Forgot password?' asked, not yet looked at: the form only writes this row, the same for any address,
 * and the queue turns it into a link and a mail shortly after (docs/decisions/0070).
 */
export const staffResetRequests = pgTable('staff_reset_requests', {
  requestNo: serial('request_no').primaryKey(),
  email: text('email').notNull(),
  askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
});

/** A password accepted, the second step (a code) still to come: the cookie holds the token, this its SHA-256. */
export const staffSignInSteps = pgTable('staff_sign_in_steps', {
  stepId: text('step_id').primaryKey(),
  staffUserNo: integer('staff_user_no')
    .notNull()
    .references(() => staffUsers.staffUserNo, { onDelete: 'cascade' }),
  failures: integer('failures').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const staffSessions = pgTable('staff_sessions', {
  sessionId: text('session_id').primaryKey(), // sha-256 of the cookie value, never the value itself
  staffUserNo: integer('staff_user_no')
    .notNull()
    .references(() => staffUsers.staffUserNo, { onDelete: 'cascade' }),
  csrfToken: text('csrf_token').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    entryNo: serial('entry_no').primaryKey(),
    staffUserNo: integer('staff_user_no'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

/**
 * The transactional mail outbox (docs/decisions/0022): every mail the shop sends, rendered and
 * written in the same transaction as the change that causes it, then sent by server/mail/mail-sender.ts.
 * status: pending → sending (claimed until next_attempt_at) → sent, or given-up after give_up_at.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    mailNo: serial('mail_no').primaryKey(),
    kind: text('kind').notNull(), // order-confirmation | order-shop-copy | order-status | payment-received | low-stock
    orderNo: integer('order_no'),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    giveUpAt: timestamp('give_up_at', { withTimezone: true }).notNull().default(sql`now() + interval '3 days'`),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // A mail the customer must get once at most (an order's status news, its payment received): a second
    // row with the same key is never written (docs/decisions/0033).
    dedupeKey: text('dedupe_key'),
    // A WhatsApp update: the Cloud API's message id and the last status its webhook told (docs/decisions/0088).
    providerMessageId: text('provider_message_id'),
    providerStatus: text('provider_status'),
    // When the last post of a WhatsApp update to the Cloud API began; set while its outcome is unknown
    // (docs/decisions/0102).
    postStartedAt: timestamp('post_started_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_provider_message_idx').on(t.providerMessageId),
    // Only mails not yet sent: what the sender claims and what the back office lists.
    index('mail_outbox_unsent_idx').on(t.status, t.nextAttemptAt).where(sql`status <> 'sent'`),
    index('mail_outbox_order_idx').on(t.orderNo),
    uniqueIndex('mail_outbox_dedupe_key').on(t.dedupeKey),
  ],
);

/**
 * The catalogue feeds' version (docs/decisions/0101): one row, moved at commit by triggers on every change
 * a feed shows (database/migrations/0045); every server tags the feeds with it, so all give the same tag.
 */
export const feedVersion = pgTable(
  'feed_version',
  {
    onlyRow: boolean('only_row').primaryKey().default(true),
    version: bigint('version', { mode: 'bigint' }).notNull(),
  },
  (t) => [check('feed_version_only_row', sql`${t.onlyRow}`)],
);

/**
 * Timed jobs shared by every server of the shop (docs/decisions/0028): a server runs a job only after
 * moving next_turn_at forward from a past value, in one statement, so one server a period runs it.
 */
export const timedJobs = pgTable('timed_jobs', {
  name: text('name').primaryKey(),
  nextTurnAt: timestamp('next_turn_at', { withTimezone: true }).notNull(),
});

/**
 * The bundled WiPay simulator's open payment pages, kept in the database so a page started through one
 * server opens through any other (docs/decisions/0028). The token is the page's address; a paid or
 * cancelled page is deleted, so it is settled once.
 */
export const wipaySandboxPayments = pgTable('wipay_sandbox_payments', {
  token: text('token').primaryKey(),
  request: jsonb('request').notNull(),
  transactionId: text('transaction_id').notNull(),
  createdAt: createdAt(),
});

// ── Stock and the catalogue's CSV (docs/decisions/0037) ───────────────────────────────────────────

/**
 * Every change of a product's or a variant's stock, written by server/orders/stock.ts in the same
 * transaction as the change: how much, what was left, why, who, and the order when there is one.
 * A variant's movement keeps its colour and size as text, so the line still reads after it is removed.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    movementNo: serial('movement_no').primaryKey(),
    productNo: integer('product_no')
      .notNull()
      .references(() => products.productNo, { onDelete: 'cascade' }),
    skuNo: integer('sku_no').references(() => productVariants.skuNo, { onDelete: 'set null' }),
    item: text('item').notNull().default(''),
    change: integer('change').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason').$type<StockReason>().notNull(),
    note: text('note').notNull().default(''),
    orderNo: integer('order_no').references(() => orders.orderNo),
    staffUserNo: integer('staff_user_no'),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.productNo, t.movementNo),
    index('stock_movements_created_idx').on(t.createdAt),
  ],
);

/**
 * A product CSV as its dry run read it: the file itself (so the import applies exactly what was
 * checked), its SHA-256, the digest of the plan the dry run showed, and when it was applied (once).
 */
export const productImports = pgTable('product_imports', {
  importNo: serial('import_no').primaryKey(),
  staffUserNo: integer('staff_user_no'),
  fileName: text('file_name').notNull(),
  fileDigest: text('file_digest').notNull(),
  planDigest: text('plan_digest').notNull(),
  content: text('content').notNull(),
  report: jsonb('report').notNull(),
  createdAt: createdAt(),
  appliedAt: timestamp('applied_at', { withTimezone: true }),
});

/** The daily low-stock mail: one row per shop day, so no day is mailed twice, whichever server runs it. */
export const lowStockMails = pgTable('low_stock_mails', {
  shopDay: date('shop_day', { mode: 'string' }).primaryKey(),
  /** Movements up to here were looked at; the next day's mail starts from it. */
  windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
  items: integer('items').notNull(),
  createdAt: createdAt(),
});

// ── Discount codes (docs/decisions/0036) ──────────────────────────────────────────────────────────

/**
 * A discount code and its conditions. uses counts the orders placed with it, raised by a conditional
 * update in the order's own transaction, so uses never passes uses_limit (server/orders/terms/discount-code.ts).
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    codeNo: serial('code_no').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind').$type<DiscountKind>().notNull(),
    percentHundredths: integer('percent_hundredths').notNull().default(0),
    amountOff: money('amount_off').notNull().default('0'),
    minimumOrder: money('minimum_order').notNull().default('0'),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    usesLimit: integer('uses_limit'),
    perMobileLimit: integer('per_mobile_limit'),
    uses: integer('uses').notNull().default(0),
    categoryNos: integer('category_nos').array().notNull().default(sql`'{}'::integer[]`),
    productNos: integer('product_nos').array().notNull().default(sql`'{}'::integer[]`),
    active: boolean('active').notNull().default(true),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('discount_codes_code_key').on(t.code)],
);

// ── Refunds (docs/decisions/0035) ──────────────────────────────────────────────────────────────────

/**
 * Money given back against an order's payment: all of it or a part, by card (through WiPay's own
 * dashboard), bank transfer or cash, with why, who and when; for a return, its request. Recorded by
 * server/orders/refunds.ts under a lock on the order, so refunds never add up to more than was paid.
 */
export const refunds = pgTable(
  'refunds',
  {
    refundNo: serial('refund_no').primaryKey(),
    orderNo: integer('order_no')
      .notNull()
      .references(() => orders.orderNo),
    rmaNo: integer('rma_no').references(() => returnRequests.rmaNo),
    method: text('method').$type<RefundMethod>().notNull(),
    amount: money('amount').notNull(),
    reason: text('reason').notNull().default(''),
    staffUserNo: integer('staff_user_no'),
    // The credit note's number (CN-…) and VAT rate, when the shop was VAT registered (decision 0041).
    creditNoteNo: integer('credit_note_no'),
    vatRateBasisPoints: integer('vat_rate_basis_points'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderNo),
    uniqueIndex('refunds_credit_note_no').on(t.creditNoteNo),
    index('refunds_created_idx').on(t.createdAt),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Gap-free number series (invoices, credit notes): one row per series, its last number taken under
 * the row's lock in the transaction that uses it, never a SEQUENCE, which skips numbers (decision 0041).
 */
export const numberSeries = pgTable('number_series', {
  series: text('series').primaryKey(),
  lastNo: integer('last_no').notNull().default(0),
});

// ── Delivery: areas, runs, attempts, cash custody, couriers (docs/decisions/0080 to 0083) ──────────

/** A group of cities served on some weekdays (ISO, Monday 1), with an extra charge, or not served. */
export const deliveryAreas = pgTable(
  'delivery_areas',
  {
    areaNo: serial('area_no').primaryKey(),
    name: text('name').notNull(),
    weekdays: integer('weekdays').array().notNull().default(sql`'{1,2,3,4,5}'::integer[]`),
    extraCharge: money('extra_charge').notNull().default('0'),
    served: boolean('served').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('delivery_areas_name_key').on(t.name)],
);

/** A day's run for one driver: planned, left the shop (its orders Shipped), closed. */
export const deliveryRuns = pgTable(
  'delivery_runs',
  {
    runNo: serial('run_no').primaryKey(),
    runDay: date('run_day', { mode: 'string' }).notNull(),
    driverStaffNo: integer('driver_staff_no')
      .notNull()
      .references(() => staffUsers.staffUserNo),
    state: text('state').$type<RunState>().notNull().default('planned'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [index('delivery_runs_driver_idx').on(t.driverStaffNo, t.runDay)],
);

/** An order on a run, in the driver's order; an order waits on one run at most. */
export const runStops = pgTable(
  'run_stops',
  {
    stopNo: serial('stop_no').primaryKey(),
    runNo: integer('run_no')
      .notNull()
      .references(() => deliveryRuns.runNo, { onDelete: 'cascade' }),
    orderNo: integer('order_no')
      .notNull()
      .references(() => orders.orderNo),
    position: integer('position').notNull(),
    state: text('state').$type<StopState>().notNull().default('waiting'),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('run_stops_run_order_key').on(t.runNo, t.orderNo),
    uniqueIndex('run_stops_waiting_order_key').on(t.orderNo).where(sql`state = 'waiting'`),
  ],
);

/**
 * What happened at a door, once per action key (the phone's idempotency key): delivered, with who
 * received it and what was taken, or failed with a reason. happened_at is the phone's clock.
 */
export const deliveryAttempts = pgTable(
  'delivery_attempts',
  {
    attemptNo: serial('attempt_no').primaryKey(),
    actionKey: text('action_key').notNull(),
    orderNo: integer('order_no')
      .notNull()
      .references(() => orders.orderNo),
    stopNo: integer('stop_no').references(() => runStops.stopNo),
    driverStaffNo: integer('driver_staff_no').notNull(),
    outcome: text('outcome').$type<'delivered' | 'failed'>().notNull(),
    reason: text('reason'),
    note: text('note').notNull().default(''),
    receiver: text('receiver').notNull().default(''),
    method: text('method').$type<DoorMethod>(),
    amount: money('amount').notNull().default('0'),
    photoKey: text('photo_key'),
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('delivery_attempts_action_key').on(t.actionKey),
    index('delivery_attempts_order_idx').on(t.orderNo),
  ],
);

/**
 * A new delivery day the customer may choose after a failed attempt (docs/decisions/0091): the link's
 * random token is kept only as its hash; one choice per link, until it expires or another attempt is made.
 */
export const deliveryDayChoices = pgTable(
  'delivery_day_choices',
  {
    choiceNo: serial('choice_no').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    orderNo: integer('order_no')
      .notNull()
      .references(() => orders.orderNo),
    attemptNo: integer('attempt_no')
      .notNull()
      .references(() => deliveryAttempts.attemptNo),
    /** The order's failed attempts when the link was made: a later attempt makes the link stale. */
    failedAttempts: smallint('failed_attempts').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    chosenDay: date('chosen_day', { mode: 'string' }),
    chosenAt: timestamp('chosen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('delivery_day_choices_token_key').on(t.tokenHash),
    index('delivery_day_choices_order_idx').on(t.orderNo),
  ],
);

/** A deposit at the bank: its slip, then confirmed against the statement. */
export const cashDeposits = pgTable('cash_deposits', {
  depositNo: serial('deposit_no').primaryKey(),
  slipReference: text('slip_reference').notNull(),
  amount: money('amount').notNull(),
  bankedBy: integer('banked_by'),
  bankedAt: timestamp('banked_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedBy: integer('confirmed_by'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  statementReference: text('statement_reference'),
});

/** A driver's cash handed to a cashier, counted independently; a difference needs a reason. */
export const cashHandovers = pgTable('cash_handovers', {
  handoverNo: serial('handover_no').primaryKey(),
  driverStaffNo: integer('driver_staff_no').notNull(),
  cashierStaffNo: integer('cashier_staff_no').notNull(),
  recorded: money('recorded').notNull(),
  counted: money('counted').notNull(),
  reason: text('reason').notNull().default(''),
  depositNo: integer('deposit_no').references(() => cashDeposits.depositNo),
  createdAt: createdAt(),
});

/** Cash taken at a door: with the driver until a hand-over takes it. */
export const cashCollections = pgTable(
  'cash_collections',
  {
    collectionNo: serial('collection_no').primaryKey(),
    attemptNo: integer('attempt_no')
      .notNull()
      .references(() => deliveryAttempts.attemptNo),
    orderNo: integer('order_no').notNull(),
    driverStaffNo: integer('driver_staff_no').notNull(),
    amount: money('amount').notNull(),
    collectedAt: timestamp('collected_at', { withTimezone: true }).notNull(),
    handoverNo: integer('handover_no').references(() => cashHandovers.handoverNo),
  },
  (t) => [
    uniqueIndex('cash_collections_attempt_key').on(t.attemptNo),
    index('cash_collections_driver_idx').on(t.driverStaffNo, t.handoverNo),
  ],
);

/** A courier's settlement CSV as its dry run read it, and when it was applied (once). */
export const courierSettlements = pgTable('courier_settlements', {
  settlementNo: serial('settlement_no').primaryKey(),
  courier: text('courier').notNull(),
  fileName: text('file_name').notNull(),
  plan: jsonb('plan').notNull(),
  createdBy: integer('created_by'),
  createdAt: createdAt(),
  appliedAt: timestamp('applied_at', { withTimezone: true }),
  appliedBy: integer('applied_by'),
});
