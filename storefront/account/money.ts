import { formatTT, toCents } from '../../shop-rules';

/** An API amount in TT dollars as the shop shows it: TT$1,299.00. */
export const tt = (dollars: number | string) => formatTT(toCents(dollars));
