// The /checkout page (docs/product.md#checkout-fields): who is ordering, where it goes, how it is paid, then the order.
import { type FormEvent, useEffect, useState } from 'react';
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
import { useCustomer } from '../account';
import { hasSoldOutLine } from '../cart/cart-refresh';
import { useCart } from '../cart/cart-store';
import { useSnackbar } from '../components/snackbar';
import { keepAfterSending } from '../lib/page-forms';
import { useShopSettings } from '../lib/settings';
import type { Route } from './+types/checkout.route';
import { CitySelect } from './city-select';
import { DeliveryChoice } from './delivery-choice';
import { DiscountCodeField } from './discount-code-field';
import { orderKey } from './idempotency-key';
import { IslandChoice } from './island-choice';
import { LoginChoice } from './login-choice';
import { MobileField } from './mobile-field';
import { checkoutOrderBody } from './order-body';
import { OrderSummary } from './order-summary';
import { PaymentChoice } from './payment-choice';
import { TextField } from './text-field';
import { useCardOffered } from './use-card-offered';
import { useDiscountCode } from './use-discount-code';
import { placeOrderAction, usePlaceOrder } from './use-place-order';
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
  return { cities, pickupPoints };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return placeOrderAction(request, PAGE);
}

export const shouldRevalidate = keepAfterSending;

export default function CheckoutPage({ loaderData: { cities, pickupPoints } }: Route.ComponentProps) {
  const cart = useCart();
  const settings = useShopSettings();
  const session = useCustomer();
  const snackbar = useSnackbar();
  const cardOffered = useCardOffered(settings.cardGatewayEnabled);
  const { placing, place } = usePlaceOrder();
  const [mobile, setMobile] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [address, setAddress] = useState('');
  const [cityNo, setCityNo] = useState(0);
  const [remarks, setRemarks] = useState('');
  const [pointNo, setPointNo] = useState<number | null>(pickupPoints[0]?.ShopNo ?? null);
  const [pmNo, setPmNo] = useState<PaymentMethodNo>(DEFAULT_PAYMENT_METHOD);
  const { ready, refresh } = cart;
  const customer = session.customer;
  const discount = useDiscountCode(cart.lines, cart.totals.Freight, customer?.Mobile || mobile);
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

  useEffect(() => void orderKey(PAGE), []);
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
    if (problem) return snackbar.show(problem, 'alert');
    void place(
      checkoutOrderBody({
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
      }),
    );
  }

  const caption = pmNo === PAYMENT_METHOD_CARD ? PLACE_ORDER_USING_WIPAY : PLACE_ORDER;
  return (
    <div className="checkout-page">
      <h1>Checkout</h1>
      <div className="checkout-page__body">
        <form id={FORM_ID} className="checkout-form" noValidate onSubmit={submit} aria-busy={placing}>
          <LoginChoice session={session} />

          {customer && detailsComplete ? null : (
            <section className="checkout-section" aria-labelledby="customer-information">
              <h2 className="checkout-section__title" id="customer-information">
                Customer Information
              </h2>
              <MobileField id="checkout-mobile" value={mobile} onChange={setMobile} />
              <TextField
                label="Name"
                name="name"
                value={name}
                onChange={setName}
                required
                autoComplete="name"
                maxLength={100}
              />
              <TextField
                label="Email"
                name="email"
                type="email"
                value={email}
                onChange={setEmail}
                required
                autoComplete="email"
                maxLength={254}
              />
            </section>
          )}

          <section className="checkout-section" aria-labelledby="billing-details">
            <h2 className="checkout-section__title" id="billing-details">
              Billing Details
            </h2>
            <TextField
              label="Address"
              name="address"
              value={address}
              onChange={setAddress}
              required={!cart.isPickup}
              autoComplete="street-address"
              maxLength={500}
            />
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
          </section>

          <section className="checkout-section">
            <PaymentChoice
              value={pmNo}
              onChange={setPmNo}
              cardOffered={cardOffered}
              settings={settings}
              isPickup={cart.isPickup}
              total={toCents(cart.totals.ItemGrandTotal) - discount.discount}
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

          <button type="submit" className="cart-action checkout-form__place" disabled={placing}>
            {caption}
          </button>
        </form>

        <OrderSummary
          lines={cart.lines}
          totals={cart.totals}
          ready={ready}
          cardFee={pmNo === PAYMENT_METHOD_CARD ? settings.cardFeeStructure : undefined}
          discount={discount}
        >
          <button type="submit" form={FORM_ID} className="cart-action order-summary__place" disabled={placing}>
            {caption}
          </button>
        </OrderSummary>
      </div>
    </div>
  );
}
