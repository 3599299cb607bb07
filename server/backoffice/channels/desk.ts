// The channels area's part of the desk (docs/product.md#selling-where-trinidad-shops): sales by channel
// and its CSV, the links and QR codes to post, and a product's place in the catalogue feeds.

import { feedsSchema } from '../../../shop-rules/forms/channels';
import { mediaStoreFor } from '../../media/open-store';
import { readReportPeriod } from '../reports';
import { id, room } from '../shared/desk-kit';
import { readForm } from '../shared/form-fields';
import { productLinks, readLinkQuery, setInFeeds } from './channel-links';
import { channelCsv, channelReport } from './channel-report';
import { receiptFile, receiptsOf } from './order-receipts';

export const channelsDesk = {
  channels: room('channels', ({ db, config, actor }) => ({
    page: async (query: URLSearchParams) => {
      const { period, problem } = readReportPeriod(query);
      const links = readLinkQuery(query);
      const [rows, product] = await Promise.all([
        channelReport(db, period),
        productLinks(db, config.publicBaseUrl, links),
      ]);
      return {
        period: { from: period.from, to: period.to },
        problem,
        rows,
        links: { place: links.place, campaign: links.campaign, product },
      };
    },
    csv: async (query: URLSearchParams) => channelCsv(await channelReport(db, readReportPeriod(query).period)),
    /** The page's form, read with the schema the page checks too (shop-rules/forms/channels.ts). */
    setInFeeds: (form: FormData) => {
      const { productNo, inFeeds } = readForm(feedsSchema, form);
      return setInFeeds(db, actor, productNo!, inFeeds);
    },
  })),
  // Bank-transfer receipts shoppers sent: whoever may open the order sees them (docs/decisions/0089).
  receipts: room('orders', ({ db, config }) => ({
    list: (orderNo: number) => receiptsOf(db, id(orderNo, 'order')),
    file: (orderNo: number, receiptNo: number) =>
      receiptFile(db, mediaStoreFor(config), id(orderNo, 'order'), id(receiptNo, 'receipt')),
  })),
};
