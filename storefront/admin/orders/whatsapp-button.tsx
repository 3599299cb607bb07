import { orderUpdateMessage, whatsappLink } from '../../../shop-rules/whatsapp';

/** Opens a WhatsApp chat with the customer, the order's number and status typed in (no API). */
export function WhatsappButton(o: {
  orderNo: number;
  customerName: string;
  customerMobile: string;
  status: string;
  shopName: string;
}) {
  return (
    <a
      className="admin-button admin-button--quiet"
      href={whatsappLink(o.customerMobile, orderUpdateMessage(o))}
      target="_blank"
      rel="noopener noreferrer"
    >
      WhatsApp the customer
    </a>
  );
}
