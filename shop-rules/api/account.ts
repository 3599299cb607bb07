// The account APIs' answers (docs/decisions/0008-customer-accounts-api.md). Amounts are TT dollars.
// The server's handlers return these types and the account pages read them.

import type { ORDER_TRACK_STEPS, OrderStatus, PaymentStatus, ReturnStatus } from '../order-constants';
import type { ProductCard } from './catalogue';

export interface Profile {
  CustomerNo: number;
  Mobile: string;
  CustomerName: string;
  FirstName: string;
  LastName: string;
  Email: string;
  Telephone: string;
  Address: string;
}

/** POST /api/Auth/CLogin: the customer's token (a refusal is a 4xx with success false and msg). */
export interface LoginAnswer {
  Token: string;
}

/** Registration, profile and password changes: what happened, and a fresh token when it was saved. */
export interface SavedAnswer {
  success: boolean;
  msg: string;
  jwt?: string;
}

export interface OrderHistoryRow {
  OrderId: number;
  Customer: string;
  NoofProduct: number;
  Status: OrderStatus;
  PaymentStatus: PaymentStatus;
  Total: number;
  DateAdded: string;
}

export interface OrderAddress {
  Name: string;
  Address: string;
  City: string;
  Island: string;
  Mobile: string;
  Email: string;
}

export interface OrderLine {
  ProductNo: number;
  ProductSKUNo: number | null;
  ProductName: string;
  Model: string;
  Color: string;
  Size: string;
  Quantity: number;
  Price: number;
  Total: number;
  ImageFilePath: string;
}

export interface OrderDetail {
  OrderId: number;
  DateAdded: string;
  Status: OrderStatus;
  PaymentStatus: PaymentStatus;
  PMNo: number;
  PaymentMethod: string;
  IsPickup: number;
  ShippingMethod: string;
  PaymentAddress: OrderAddress;
  ShippingAddress: OrderAddress | null;
  PickupAddress: { Address: string; Phone: string } | null;
  Remarks: string;
  Lines: OrderLine[];
  SubTotal: number;
  Shipping: number;
  /** The delivery area's extra charge in TT dollars (0 without one) and the delivery day (decision 0080). */
  AreaCharge?: number;
  DeliveryDay?: string | null;
  /** The discount code used and what it took off (0 and null without one). */
  DiscountCode: string | null;
  Discount: number;
  Total: number;
  /** Paid by card with a fee on the shopper: the fee and what the card was charged (decision 0060). */
  CardFee?: number;
  Charged?: number;
  History: { DateAdded: string; Status: OrderStatus; Comment: string }[];
  /** Money given back on the order, oldest first (docs/product.md#refunds). */
  Refunds: OrderDetailRefund[];
  /** The sum of Refunds, in TT dollars. */
  Refunded: number;
  /** The order's VAT invoice, once it has one (docs/product.md#vat-invoices); absent before. */
  Invoice?: OrderDetailInvoice;
}

export interface OrderDetailInvoice {
  /** INV-000042 */
  Number: string;
  VatNumber: string;
  /** 'VAT included at 12.5 %: TT$12.78' */
  VatIncluded: string;
}

export interface OrderDetailRefund {
  DateAdded: string;
  /** In TT dollars. */
  Amount: number;
  /** 'Card', 'Bank transfer' or 'Cash'. */
  Method: string;
  Reason: string;
  /** The return request it pays back, if any. */
  RmaNo: number | null;
}

export interface TrackStep {
  Step: (typeof ORDER_TRACK_STEPS)[number];
  /** 'Order Processed' … as the page lists them. */
  Title: string;
  Done: boolean;
  /** The step the order has most recently reached. */
  Current: boolean;
  /** The day the order reached this step, when the history records it. */
  Date: string | null;
  /** The staff comment on the status change that reached this step (shown to the customer), if any. */
  Comment: string | null;
  /** The day of that comment: the day of the status change that carries it. */
  CommentDate: string | null;
}

/** GET /api/customer/orders/:id/track and POST /api/shop/TrackOrder. */
export interface OrderTrack {
  OrderId: number;
  /** The payment method's number: 2 (bank transfer) offers the receipt upload. */
  PMNo: number;
  DateAdded: string;
  Status: OrderStatus;
  Cancelled: boolean;
  CancelledDate: string | null;
  /** The staff comment on the cancellation, if any. */
  CancelledComment: string | null;
  Steps: TrackStep[];
  /** The delivery day chosen or given (yyyy-mm-dd), for a delivery that has one (decision 0080). */
  DeliveryDay?: string | null;
  /** Enroute with its run's day today: 'Out for delivery today' (decision 0081). */
  OutForDeliveryToday?: boolean;
  /** Delivery attempts that failed, oldest first: the reason in words, never the photo. */
  FailedAttempts?: { Number: number; Date: string; Reason: string }[];
  /** After the last failed attempt: the order is coming back to the shop. */
  ReturningToShop?: boolean;
}

/** One of the customer's return requests, as GET /api/customer/returns answers it. */
export interface CustomerReturn {
  RmaNo: number;
  OrderId: number;
  DateOrdered: string;
  DateAdded: string;
  ProductName: string;
  Model: string;
  Quantity: number;
  ReturnReasonId: number;
  ReturnReason: string;
  Opened: number;
  Details: string;
  Status: ReturnStatus;
  StaffComment: string;
}

export interface ReturnSaved {
  success: boolean;
  RmaNo: number;
  msg: string;
}

/** One row of the customer's wishlist: the product card with the wishlist page's columns. */
export interface WishlistRow extends ProductCard {
  Image: string;
  Style: string;
  Stock: 'In Stock' | 'Out Of Stock';
  UnitPrice: number;
}

/** POST /api/customer/wishlist, its merge and its removal: the customer's wishlist, newest first. */
export interface WishlistAnswer {
  success: true;
  msg?: string;
  items: WishlistRow[];
}
