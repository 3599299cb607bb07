// The settings area's part of the desk: the shop's settings and VAT, the WiPay account, and the lists
// the checkout offers (cities, shops, payment methods).
import { id, optionalId, room } from '../shared/desk-kit';
import { listCities, listPaymentMethods, listShops, saveCity, savePaymentMethod, saveShop } from './reference-lists';
import { saveSettings, settingsForEdit } from './settings-form';
import { saveVatSettings } from './vat-settings-form';
import { saveWipayAccount, wipayAccountForEdit } from './wipay-account';

export const settingsDesk = {
  settings: room('settings', ({ db, config, actor, defaults }) => ({
    shop: () => settingsForEdit(db, defaults),
    saveShop: (form: FormData) => saveSettings(db, actor, defaults, form),
    saveVat: (form: FormData) => saveVatSettings(db, actor, defaults, form),
    wipay: () =>
      wipayAccountForEdit(db, { accountNumber: config.WIPAY_ACCOUNT_NUMBER, environment: config.WIPAY_ENVIRONMENT }),
    saveWipay: (form: FormData) => saveWipayAccount(db, actor, form),
    cities: () => listCities(db),
    saveCity: (cityNo: number | null, form: FormData) => saveCity(db, actor, optionalId(cityNo, 'city'), form),
    shops: () => listShops(db),
    saveShopRow: (shopNo: number | null, form: FormData) => saveShop(db, actor, optionalId(shopNo, 'shop'), form),
    paymentMethods: () => listPaymentMethods(db),
    savePaymentMethod: (pmNo: number, form: FormData) => savePaymentMethod(db, actor, id(pmNo, 'payment method'), form),
  })),
};
