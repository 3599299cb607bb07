// The order and card payment endpoints' answers (docs/decisions/0009 and 0020): success and msg, as
// every answer of the documented API has them, with amounts in TT dollars. The server's handlers
// return these; the checkout pages read them.
import type { OtherPaymentMethod } from '../card-payment';

/** POST SaveOrder: the order placed (cash on delivery, bank transfer), or why not. */
export type SaveOrderAnswer =
  | { success: true; msg: string; OrderNo: number; TotalAmount: number }
  | { success: false; msg: string };

/** A new WiPay page for a card order: where to send the shopper. */
export interface CardPageAnswer {
  success: true;
  url: string;
  msg: string;
  OrderNo: number;
  TotalAmount: number;
  /** What the card will be charged: TotalAmount plus the shopper's part of the card fee (decision 0060). */
  Charged: number;
}

/**
 * POST GetWipayUrl: the card order placed and its WiPay page, with the token that lets the placing
 * browser pay again or another way (decision 0020), or why not.
 */
export type WipayUrlAnswer = (CardPageAnswer & { PaymentToken?: string }) | { success: false; msg: string };

/** POST WipayReceive: WiPay's return parameters, and the placing browser's token when it has one. */
export type WipayReceiveAnswer =
  | { status: 'success'; OrderNo: number }
  | {
      status: 'failed';
      msg: string;
      /** Plain words for the shopper (never WiPay's own text). */
      reason?: string;
      /** Only for the placing browser (its PaymentToken), while the order still awaits the card. */
      OrderNo?: number;
      TotalAmount?: number;
      CanTryAgain?: boolean;
      CanPayAnotherWay?: boolean;
      /** For the words of cash on delivery: paid at the door, or when collecting. */
      IsPickup?: boolean;
    };

/** POST RetryWipayPayment {OrderNo, PaymentToken}: a new WiPay page for the same order and total. */
export type RetryWipayAnswer = CardPageAnswer | { success: false; msg: string };

/** POST ChangePaymentMethod {OrderNo, PaymentToken, PMNo: 2 | 3}: the same order, paid another way. */
export type ChangePaymentAnswer =
  | { success: true; msg: string; OrderNo: number; TotalAmount: number; PMNo: OtherPaymentMethod }
  | { success: false; msg: string };

/** GET /api/shop/GetDeliveryAreas: the delivery areas and minimum the checkout applies (decision 0080). */
export interface DeliveryAreasAnswer {
  /** The shop's day the offered days count from. */
  Today: string;
  Areas: {
    AreaNo: number;
    Name: string;
    Weekdays: number[];
    /** TT dollars. */
    ExtraCharge: number;
    Served: boolean;
    CityNos: number[];
  }[];
  Minimum: { On: boolean; Amount: number };
}
