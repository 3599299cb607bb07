// The account APIs' answers (docs/decisions/0008-customer-accounts-api.md). Amounts are TT dollars.

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

export interface SavedAnswer {
  success: boolean;
  msg: string;
  jwt?: string;
}

export interface OrderHistoryRow {
  OrderId: number;
  Customer: string;
  NoofProduct: number;
  Status: string;
  PaymentStatus: string;
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
  Status: string;
  PaymentStatus: string;
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
  Total: number;
  History: { DateAdded: string; Status: string; Comment: string }[];
}

export interface TrackStep {
  Step: string;
  Title: string;
  Done: boolean;
  Current: boolean;
  Date: string | null;
  /** The staff comment on the status change that reached this step. */
  Comment: string | null;
  CommentDate: string | null;
}

export interface OrderTrack {
  OrderId: number;
  DateAdded: string;
  Status: string;
  Cancelled: boolean;
  CancelledDate: string | null;
  CancelledComment: string | null;
  Steps: TrackStep[];
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
  /** Requested, Approved or Refused. */
  Status: string;
  StaffComment: string;
}

export interface ReturnSaved {
  success: boolean;
  RmaNo: number;
  msg: string;
}
