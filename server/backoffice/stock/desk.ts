// The stock area's part of the desk: the low-stock list, a product's stock history and a count
// corrected by hand. It opens to the roles that run the catalogue (staff/roles.ts).
import { readShopSettings } from '../../settings/shop-settings';
import { page, room } from '../shared/desk-kit';
import { lowStockList } from './low-stock';
import { adjustProductStock, stockHistory } from './stock-history';

const LOW_STOCK_PER_PAGE = 100;

export const stockDesk = {
  stock: room('catalogue', ({ db, actor }) => ({
    lowStock: async (query: URLSearchParams) => {
      const level = (await readShopSettings(db)).lowStockAt;
      const n = page(query);
      const list = await lowStockList(db, level, { limit: LOW_STOCK_PER_PAGE, offset: (n - 1) * LOW_STOCK_PER_PAGE });
      return { ...list, shopLevel: level, page: n, pageSize: LOW_STOCK_PER_PAGE };
    },
    history: (productNo: number, query: URLSearchParams) => stockHistory(db, productNo, page(query)),
    adjust: (productNo: number, form: FormData) => adjustProductStock(db, actor, productNo, form),
  })),
};
