// The shop's settings as the staff set them in the back office: the server keeps them, the storefront
// reads them through the root loader.
export interface ShopSettings {
  shopName: string;
  contactPhone: string;
  whatsappNumber: string;
  infoEmail: string;
  ordersEmail: string;
  postalAddress: string;
  pickupAddress: string;
  pickupPhone: string;
  bankAccountName: string;
  bankName: string;
  bankAccountNumber: string;
  bankSwiftCode: string;
  cardGatewayEnabled: boolean;
  freightTrinidad: number;
  freightTobago: number;
  freightTrinidadFreeDelivery: number;
  freightTobagoFreeDelivery: number;
  /** The most units of one item (product and variant) one order may hold. */
  maxQuantityPerLine: number;
  /** Minutes an unpaid card order holds its stock after its latest WiPay page (decision 0020). */
  cardPaymentMinutes: number;
}
