import { orderDate } from '../orders/order-date';

/** Today in Trinidad and Tobago, 'yyyy-mm-dd'. */
export const orderShopDay = (at: Date = new Date()) => orderDate(at);
