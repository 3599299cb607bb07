// fborder/{ProductNo}[/{ShopNo}]: a one-product order sent straight from a link (docs/product.md#direct-order-page).
import { type FormEvent, useEffect, useState } from 'react';
import {
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_METHOD_CARD,
  PLACE_ORDER_USING_WIPAY,
  SEND_ORDER,
  toCents,
  WIPAY_REDIRECT_NOTICE,
} from '../../../shop-rules';
import type { City, ProductDetail } from '../../../shop-rules/api/catalogue';
import { useCustomer } from '../../account';
import { hasSoldOutLine } from '../../cart/cart-refresh';
import { VariantPicker } from '../../components/product/variant-picker';
import { useSnackbar } from '../../components/shell/snackbar';
import { keepAfterSending } from '../../lib/page-forms';
import { useShopSettings } from '../../lib/settings';
import { CitySelect } from '../fields/city-select';
import { AddressField, ContactFields } from '../fields/customer-fields';
import { DiscountCodeField } from '../fields/discount-code-field';
import { useFieldProblem } from '../fields/field-problem';
import { IslandChoice } from '../fields/island-choice';
import { TextField } from '../fields/text-field';
import { useDiscountCode } from '../fields/use-discount-code';
import { CardFeeNote } from '../payment/card-fee-note';
import { useCardOffered } from '../payment/use-card-offered';
import { orderKey } from '../sending/idempotency-key';
import { directOrderBody } from '../sending/order-body';
import { placeOrderAction, usePlaceOrder } from '../sending/use-place-order';
import { validateDirectOrder } from '../validate-checkout';
import { DirectOrderTable } from './direct-order-table';
import { useDirectCart } from './use-direct-cart';

const DIRECT_FORM_ID = 'direct-order-form';

import { OFFLINE_CARD } from '../../../shop-rules/messages/waiting-order';
import { WipayMark } from '../payment/wipay-mark';
import type { OrderBody } from '../sending/order-body';
import WaitingOrderPanel, { keepOrderToSend } from '../sending/waiting-order-panel';
import '../../cart/cart.css';
import '../checkout.css';
import { data } from 'react-router';
import { DEFAULT_SHOP_NO } from '../../../shop-rules';
import { privatePageMeta } from '../../lib/seo';
import type { Route } from './+types/direct-order.route';

const DIRECT_ORDER_PAGE = 'fborder';

function DirectOrderPage({
  product,
  cities,
  shop,
}: {
  product: ProductDetail;
  cities: City[];
  shop: { ShopNo: number; ShopName: string };
}) {
  const settings = useShopSettings();
  const { customer } = useCustomer();
  const snackbar = useSnackbar();
  const cart = useDirectCart(product);
  const card = useCardOffered(settings.cardGatewayEnabled);
  const pmNo = card ? PAYMENT_METHOD_CARD : DEFAULT_PAYMENT_METHOD;
  const { placing, place } = usePlaceOrder({ clearsCart: false, onNoAnswer: (body) => keepToSend(body, 'unsure') });
  const [mobile, setMobile] = useState('');
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [cityNo, setCityNo] = useState(0);
  const [remarks, setRemarks] = useState('');
  const discount = useDiscountCode(cart.lines, cart.totals.Freight, mobile);

  const fieldProblem = useFieldProblem(DIRECT_FORM_ID);
  useEffect(() => void orderKey(DIRECT_ORDER_PAGE), []);
  useEffect(() => {
    if (!customer) return;
    setMobile((v) => v || customer.Mobile);
    setName((v) => v || customer.LoginName);
  }, [customer]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (placing) return;
    const problem = validateDirectOrder({
      mobile,
      name,
      productCount: cart.lines.length,
      address,
      cityNo,
      needsVariant: cart.needsVariant,
      anySoldOut: hasSoldOutLine(cart.lines),
    });
    if (problem) {
      fieldProblem.show(problem);
      return snackbar.show(problem, 'alert');
    }
    const body = directOrderBody({
      pmNo,
      lines: cart.lines,
      totals: cart.totals,
      contact: { mobile, name, address, cityNo, deliveryCountryNo: cart.deliveryCountryNo, remarks },
      sessionEmail: customer?.EmailID ?? '',
      shopNo: shop.ShopNo,
      shopName: shop.ShopName,
      idempotencyKey: orderKey(DIRECT_ORDER_PAGE),
      discount: { code: discount.codeToSend, amount: discount.discount },
    });
    // Without a connection a card payment cannot start; cash on delivery waits on the phone (decision 0066).
    if (navigator.onLine === false) return keepToSend(body, 'waiting');
    void place(body);
  }

  function keepToSend(body: OrderBody, state: 'waiting' | 'unsure') {
    if (body.PMNo === PAYMENT_METHOD_CARD) return snackbar.show(OFFLINE_CARD, 'alert');
    keepOrderToSend(
      body,
      { lines: cart.lines, deliveryCountryNo: cart.deliveryCountryNo, isPickup: false, fromSocialSite: false },
      toCents(cart.totals.ItemGrandTotal) - discount.discount,
      state,
      {
        page: DIRECT_ORDER_PAGE,
        clearsCart: false,
      },
    );
  }

  return (
    <div className="checkout-page direct-order">
      <h1>Create Order</h1>
      <p className="direct-order__shop">{shop.ShopName}</p>
      <form
        id={DIRECT_FORM_ID}
        method="post"
        className="checkout-form"
        noValidate
        onSubmit={submit}
        aria-busy={placing}
      >
        <section className="checkout-section" aria-labelledby="direct-personal">
          <h2 className="checkout-section__title" id="direct-personal">
            Personal Details
          </h2>
          <ContactFields idPrefix="direct" contact={{ mobile, setMobile, name, setName }} problem={fieldProblem} />
        </section>

        <section className="checkout-section" aria-labelledby="direct-address">
          <h2 className="checkout-section__title" id="direct-address">
            Address
          </h2>
          <AddressField value={address} set={setAddress} problem={fieldProblem} required />
          <CitySelect
            cities={cities}
            value={cityNo}
            required
            error={fieldProblem.errorOf('city')}
            onChange={(no, city) => {
              setCityNo(no);
              fieldProblem.clear('city');
              if (city) cart.setDeliveryCountryNo(city.Island === 'Tobago' ? 2 : 1);
            }}
          />
          <IslandChoice
            value={cart.deliveryCountryNo}
            onChange={cart.setDeliveryCountryNo}
            fixedByCity={cities.find((c) => c.ODeliverCityNo === cityNo)?.ODeliverCityName}
          />
        </section>

        <section className="checkout-section">
          <TextField
            label="Additional Instructions"
            name="remarks"
            value={remarks}
            onChange={setRemarks}
            multiline
            maxLength={1000}
          />
        </section>

        {product.ProductSKUList.length > 1 ? (
          <section className="checkout-section">
            <VariantPicker variants={product.ProductSKUList} selected={cart.variant} onSelect={cart.setVariant} />
          </section>
        ) : null}

        <section className="checkout-section">
          <DiscountCodeField state={discount} />
        </section>

        <DirectOrderTable lines={cart.lines} totals={cart.totals} onQuantity={cart.setQuantity} discount={discount} />

        {card ? (
          <p className="direct-order__wipay">
            <WipayMark /> {WIPAY_REDIRECT_NOTICE}{' '}
            <CardFeeNote
              total={toCents(cart.totals.ItemGrandTotal) - discount.discount}
              structure={settings.cardFeeStructure}
            />
          </p>
        ) : null}

        <button type="submit" className="cart-action checkout-form__place" disabled={placing}>
          {card ? PLACE_ORDER_USING_WIPAY : SEND_ORDER}
        </button>
      </form>
      <WaitingOrderPanel />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/shell/route-error';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta('Create Order', matches);
}

const wholeNumber = (text: string | undefined) => {
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const productNo = wholeNumber(params.ProductNo);
  if (productNo === null) throw data(null, { status: 404 });
  const catalogue = context.shop.catalogue;
  const shopNo = wholeNumber(params.ShopNo);
  const [product, cities, shop] = await Promise.all([
    catalogue.product(productNo),
    catalogue.cities(),
    // An unknown or failing shop is dropped for the default one (docs/product.md#direct-order-page).
    shopNo === null
      ? null
      : catalogue.shop(shopNo).catch((err: unknown) => (console.warn('shop lookup failed', err), null)),
  ]);
  if (!product) throw data(null, { status: 404 });
  return { product, cities, shop: shop ?? { ShopNo: DEFAULT_SHOP_NO, ShopName: product.StyleName } };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return placeOrderAction(request, DIRECT_ORDER_PAGE, { clearsCart: false });
}

export const shouldRevalidate = keepAfterSending;

export default function DirectOrderRoute({ loaderData }: Route.ComponentProps) {
  return <DirectOrderPage key={loaderData.product.ProductNo} {...loaderData} />;
}
