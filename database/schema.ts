// The shop's whole domain schema. Money columns are numeric(12,2): exact, read back as strings and
// turned into integer cents by shop-rules/money before any arithmetic.
import { sql } from 'drizzle-orm';
import {
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('orders_invoice_no').on(t.invoiceNo),
    index('orders_customer_idx').on(t.customerNo, t.createdAt),
    index('orders_mobile_idx').on(t.customerMobile),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_discount_code_idx').on(t.discountCodeNo, t.customerMobile),
  ],
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
  },
  (t) => [
    // Only mails not yet sent: what the sender claims and what the back office lists.
    index('mail_outbox_unsent_idx').on(t.status, t.nextAttemptAt).where(sql`status <> 'sent'`),
    index('mail_outbox_order_idx').on(t.orderNo),
    uniqueIndex('mail_outbox_dedupe_key').on(t.dedupeKey),
  ],
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

// ── Stock and the catalogue's CSV (issue 20, docs/decisions/0037) ──────────────────────────────────

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

// ── Discount codes (issue 20, docs/decisions/0036) ─────────────────────────────────────────────────

/**
 * A discount code and its conditions. uses counts the orders placed with it, raised by a conditional
 * update in the order's own transaction, so uses never passes uses_limit (server/orders/discount-use.ts).
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

// ── Refunds (issue 19, docs/decisions/0035) ─────────────────────────────────────────────────────────

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
