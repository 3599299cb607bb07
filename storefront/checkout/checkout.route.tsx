// The /checkout page (docs/product.md#checkout-fields): who is ordering, where it goes, how it is paid, then the order.
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_PAYMENT_METHOD,
  DELIVERY_COUNTRY_TOBAGO,
  DELIVERY_COUNTRY_TRINIDAD,
  PAYMENT_METHOD_CARD,
  type PaymentMethodNo,
  PLACE_ORDER,
  PLACE_ORDER_USING_WIPAY,
  toCents,
} from '../../shop-rules';
import {
  AREA_CHARGE_LABEL,
  areaChargeFor,
  deliveryOffer,
  deliveryShortfall,
  shortfallMessage,
} from '../../shop-rules/delivery/delivery-areas';
import { OFFLINE_CARD } from '../../shop-rules/messages/waiting-order';
import { shopDay } from '../../shop-rules/shop-time';
import { WHATSAPP_OPT_IN_LABEL } from '../../shop-rules/whatsapp-updates';
import { useCustomer } from '../account';
import { hasSoldOutLine } from '../cart/cart-refresh';
import { useCart } from '../cart/cart-store';
import { useSnackbar } from '../components/shell/snackbar';
import { keepAfterSending } from '../lib/page-forms';
import { useShopSettings } from '../lib/settings';
import type { Route } from './+types/checkout.route';
import { CitySelect } from './fields/city-select';
import { AddressField, ContactFields } from './fields/customer-fields';
import { DeliveryChoice } from './fields/delivery-choice';
import { DeliveryDay } from './fields/delivery-day';
import { DiscountCodeField } from './fields/discount-code-field';
import { useFieldProblem } from './fields/field-problem';
import { IslandChoice } from './fields/island-choice';
import { LoginChoice } from './fields/login-choice';
import { TextField } from './fields/text-field';
import { useDiscountCode } from './fields/use-discount-code';
import { OrderSummary } from './order-summary';
import { PaymentChoice } from './payment/payment-choice';
import { useCardOffered } from './payment/use-card-offered';
import { orderKey } from './sending/idempotency-key';
import { keepCheckoutForm, keptCheckoutForm } from './sending/kept-checkout-form';
import { checkoutOrderBody, type OrderBody } from './sending/order-body';
import { placeOrderAction, usePlaceOrder } from './sending/use-place-order';
import WaitingOrderPanel, { keepOrderToSend } from './sending/waiting-order-panel';
import { validateCheckout } from './validate-checkout';
import '../cart/cart.css';
import './checkout.css';
import { privatePageMeta } from '../lib/seo';

const PAGE = 'checkout';
const FORM_ID = 'checkout-form';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta('Checkout', matches);
}

/** The delivery cities and pickup points; a failed read is logged and leaves only 'None' (or the settings' address). */
export async function loader({ context }: Route.LoaderArgs) {
  const [cities, pickupPoints] = await Promise.all([
    context.shop.catalogue.cities().catch((err: unknown) => {
      console.warn('city list failed', err);
      return [];
    }),
    context.shop.catalogue.pickupPoints().catch((err: unknown) => {
      console.warn('pickup point list failed', err);
      return [];
    }),
  ]);
  // The delivery areas (decision 0080): with none, the checkout is as it always was.
  const areas = await context.shop.deliveryAreas().catch((err: unknown) => {
    console.warn('delivery areas failed', err);
    return [];
  });
  return { cities, pickupPoints, areas, today: shopDay() };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return placeOrderAction(request, PAGE);
}

export const shouldRevalidate = keepAfterSending;

export default function CheckoutPage({ loaderData: { cities, pickupPoints, areas, today } }: Route.ComponentProps) {
  const cart = useCart();
  const settings = useShopSettings();
  const session = useCustomer();
  const snackbar = useSnackbar();
  const cardOffered = useCardOffered(settings.cardGatewayEnabled);
  const { placing, place } = usePlaceOrder({ onNoAnswer: (body) => keepToSend(body, 'unsure') });
  const fieldProblem = useFieldProblem(FORM_ID);
  const [mobile, setMobile] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [address, setAddress] = useState('');
  const [cityNo, setCityNo] = useState(0);
  const [remarks, setRemarks] = useState('');
  const [whatsappUpdates, setWhatsappUpdates] = useState(false);
  const [pointNo, setPointNo] = useState<number | null>(pickupPoints[0]?.ShopNo ?? null);
  const [pmNo, setPmNo] = useState<PaymentMethodNo>(DEFAULT_PAYMENT_METHOD);
  const { ready, refresh } = cart;
  const customer = session.customer;
  // A checkout link's code (docs/product.md#checkout-links) is applied as if typed.
  const [search] = useSearchParams();
  const discount = useDiscountCode(
    cart.lines,
    cart.totals.Freight,
    customer?.Mobile || mobile,
    undefined,
    search.get('coupon'),
  );
  // A logged-in shopper's details are shown by LoginChoice instead of the form, unless one is missing.
  const detailsComplete = Boolean(customer?.Mobile && customer.LoginName && customer.EmailID);
  const contact =
    customer && detailsComplete
      ? { mobile: customer.Mobile, name: customer.LoginName, email: customer.EmailID }
      : { mobile, name, email };
  // The city fixes the island: freight follows the island (docs/product.md#checkout-fields).
  const city = cities.find((c) => c.ODeliverCityNo === cityNo) ?? null;
  const cityIsland = city ? (city.Island === 'Tobago' ? DELIVERY_COUNTRY_TOBAGO : DELIVERY_COUNTRY_TRINIDAD) : null;
  const { deliveryCountryNo, setDeliveryCountryNo } = cart;
  useEffect(() => {
    if (cityIsland !== null && deliveryCountryNo !== cityIsland) setDeliveryCountryNo(cityIsland);
  }, [cityIsland, deliveryCountryNo, setDeliveryCountryNo]);

  // The city's delivery area: its days, its extra charge, or pickup only; and the delivery minimum.
  const offer = deliveryOffer(areas, cityNo || null, today);
  const [chosenDay, setChosenDay] = useState('');
  const deliveryDay = offer.kind === 'delivery' ? (offer.days.includes(chosenDay) ? chosenDay : offer.days[0]!) : '';
  const areaCents = areaChargeFor(offer, cart.isPickup);
  const shortfall = cart.isPickup
    ? 0
    : deliveryShortfall(toCents(cart.totals.ItemTotal) - discount.discount, {
        on: settings.deliveryMinimumOn,
        amount: settings.deliveryMinimum,
      });

  useEffect(() => void orderKey(PAGE), []);
  // What the shopper had typed comes back after a reload or a dropped connection, and is kept as typed.
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    const kept = keptCheckoutForm();
    if (kept.mobile) setMobile(kept.mobile);
    if (kept.name) setName(kept.name);
    if (kept.email) setEmail(kept.email);
    if (kept.address) setAddress(kept.address);
    if (kept.cityNo) setCityNo(kept.cityNo);
    if (kept.remarks) setRemarks(kept.remarks);
    if (kept.pmNo) setPmNo(kept.pmNo as PaymentMethodNo);
    if (kept.pointNo !== undefined && pickupPoints.some((p) => p.ShopNo === kept.pointNo)) setPointNo(kept.pointNo);
    setRestored(true);
  }, [pickupPoints]);
  useEffect(() => {
    if (restored) keepCheckoutForm({ mobile, name, email, address, cityNo, remarks, pmNo, pointNo });
  }, [restored, mobile, name, email, address, cityNo, remarks, pmNo, pointNo]);
  useEffect(() => {
    if (ready) void refresh();
  }, [ready, refresh]);
  // A customer who logs in here gets the form filled; what was already typed stays.
  useEffect(() => {
    if (!customer) return;
    setMobile((v) => v || customer.Mobile);
    setName((v) => v || customer.LoginName);
    setEmail((v) => v || customer.EmailID);
  }, [customer]);
  useEffect(() => {
    if (pmNo === PAYMENT_METHOD_CARD && !cardOffered) setPmNo(DEFAULT_PAYMENT_METHOD);
  }, [pmNo, cardOffered]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (placing) return;
    const problem = validateCheckout({
      ...contact,
      address,
      productCount: cart.lines.length,
      isPickup: cart.isPickup,
      anySoldOut: hasSoldOutLine(cart.lines),
    });
    if (problem) {
      fieldProblem.show(problem);
      return snackbar.show(problem, 'alert');
    }
    if (!cart.isPickup && offer.kind === 'pickup-only') return snackbar.show(offer.reason, 'alert');
    if (shortfall > 0) return snackbar.show(shortfallMessage(shortfall, settings.deliveryMinimum), 'alert');
    const body = checkoutOrderBody({
      pmNo,
      lines: cart.lines,
      totals: cart.totals,
      isPickup: cart.isPickup,
      pickupShopNo: pointNo,
      contact: { ...contact, address, cityNo, deliveryCountryNo: cart.deliveryCountryNo, remarks },
      sessionEmail: customer?.EmailID ?? '',
      shopName: settings.shopName,
      idempotencyKey: orderKey(PAGE),
      discount: { code: discount.codeToSend, amount: discount.discount },
      deliveryDate: deliveryDay || null,
      areaCharge: areaCents,
      whatsappUpdates: settings.whatsappUpdates && whatsappUpdates,
    });
    // Without a connection a card payment cannot start; any other order waits on the phone.
    if (navigator.onLine === false) {
      if (pmNo === PAYMENT_METHOD_CARD) return snackbar.show(OFFLINE_CARD, 'alert');
      return keepToSend(body, 'waiting');
    }
    void place(body);
  }

  function keepToSend(body: OrderBody, state: 'waiting' | 'unsure') {
    if (body.PMNo === PAYMENT_METHOD_CARD) return snackbar.show(OFFLINE_CARD, 'alert');
    const shown = toCents(cart.totals.ItemGrandTotal) - discount.discount + areaCents;
    keepOrderToSend(
      body,
      { lines: cart.lines, deliveryCountryNo: cart.deliveryCountryNo, isPickup: cart.isPickup, fromSocialSite: false },
      shown,
      state,
    );
  }

  const caption = pmNo === PAYMENT_METHOD_CARD ? PLACE_ORDER_USING_WIPAY : PLACE_ORDER;
  return (
    <div className="checkout-page">
      <h1>Checkout</h1>
      <div className="checkout-page__body">
        <form method="post" id={FORM_ID} className="checkout-form" noValidate onSubmit={submit} aria-busy={placing}>
          <LoginChoice session={session} />

          {customer && detailsComplete ? null : (
            <section className="checkout-section" aria-labelledby="customer-information">
              <h2 className="checkout-section__title" id="customer-information">
                Customer Information
              </h2>
              <ContactFields
                idPrefix="checkout"
                contact={{ mobile, setMobile, name, setName, email: { value: email, set: setEmail } }}
                problem={fieldProblem}
              />
            </section>
          )}

          <section className="checkout-section" aria-labelledby="billing-details">
            <h2 className="checkout-section__title" id="billing-details">
              Billing Details
            </h2>
            <AddressField value={address} set={setAddress} problem={fieldProblem} required={!cart.isPickup} />
            <CitySelect cities={cities} value={cityNo} onChange={(no) => setCityNo(no)} />
            <IslandChoice
              value={cart.deliveryCountryNo}
              onChange={cart.setDeliveryCountryNo}
              fixedByCity={city?.ODeliverCityName}
            />
          </section>

          <section className="checkout-section">
            <DeliveryChoice
              isPickup={cart.isPickup}
              onChange={cart.setPickup}
              settings={settings}
              points={pickupPoints}
              pointNo={pointNo}
              onPoint={setPointNo}
            />
            <DeliveryDay
              offer={offer}
              isPickup={cart.isPickup}
              day={deliveryDay}
              onDay={setChosenDay}
              shortfall={shortfall}
              minimum={settings.deliveryMinimum}
            />
          </section>

          <section className="checkout-section">
            <PaymentChoice
              value={pmNo}
              onChange={setPmNo}
              cardOffered={cardOffered}
              settings={settings}
              isPickup={cart.isPickup}
              total={toCents(cart.totals.ItemGrandTotal) - discount.discount + areaCents}
            />
          </section>

          <section className="checkout-section">
            <DiscountCodeField state={discount} />
          </section>

          <section className="checkout-section">
            <TextField
              label="Notes (optional)"
              name="remarks"
              value={remarks}
              onChange={setRemarks}
              multiline
              maxLength={1000}
            />
          </section>

          {settings.whatsappUpdates ? (
            <section className="checkout-section">
              <label className="checkout-tick">
                <input
                  type="checkbox"
                  name="whatsappUpdates"
                  checked={whatsappUpdates}
                  onChange={(e) => setWhatsappUpdates(e.currentTarget.checked)}
                />{' '}
                {WHATSAPP_OPT_IN_LABEL}
              </label>
            </section>
          ) : null}

          <button type="submit" className="cart-action checkout-form__place" disabled={placing}>
            {caption}
          </button>
        </form>

        <WaitingOrderPanel />
        <OrderSummary
          lines={cart.lines}
          totals={cart.totals}
          ready={ready}
          cardFee={pmNo === PAYMENT_METHOD_CARD ? settings.cardFeeStructure : undefined}
          discount={discount}
          areaCharge={offer.kind === 'delivery' ? { label: AREA_CHARGE_LABEL(offer.areaName), cents: areaCents } : null}
        >
          <button type="submit" form={FORM_ID} className="cart-action order-summary__place" disabled={placing}>
            {caption}
          </button>
        </OrderSummary>
      </div>
    </div>
  );
}
