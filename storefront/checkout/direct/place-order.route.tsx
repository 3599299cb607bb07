// placeorder/{ProductNo} (docs/product.md#place-order-page): one product with the shopper's
// details. Order Now places a cash-on-delivery order for it; Checkout puts it in the cart.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  DELIVERY_COUNTRY_TOBAGO,
  DELIVERY_COUNTRY_TRINIDAD,
  formatTT,
  ITEM_SOLD_OUT,
  PAYMENT_METHOD_CASH_ON_DELIVERY,
  SELECT_OPTION_FIRST,
  toCents,
  validateQuantity,
} from '../../../shop-rules';
import type { City, ProductDetail, ProductVariant } from '../../../shop-rules/api/catalogue';
import { useCustomer } from '../../account';
import { lineFromProduct } from '../../cart/cart-line';
import { type CartState, priceCartState } from '../../cart/cart-state';
import { useCart } from '../../cart/cart-store';
import { useFreightRates } from '../../cart/freight-rates';
import { useQuantityCap } from '../../cart/quantity-cap';
import { ProductGallery } from '../../components/product/product-gallery';
import { VariantPicker } from '../../components/product/variant-picker';
import { useSnackbar } from '../../components/shell/snackbar';
import { keepAfterSending } from '../../lib/page-forms';
import { useShopSettings } from '../../lib/settings';
import { CitySelect } from '../fields/city-select';
import { MobileField } from '../fields/mobile-field';
import { FieldError, TextField } from '../fields/text-field';
import { orderKey } from '../sending/idempotency-key';
import { checkoutOrderBody, type OrderBody } from '../sending/order-body';
import { placeOrderAction, usePlaceOrder } from '../sending/use-place-order';
import WaitingOrderPanel, { keepOrderToSend } from '../sending/waiting-order-panel';
import { initialVariant } from './use-direct-cart';
import {
  addressLine,
  type FieldErrors,
  fullName,
  type PlaceOrderFields,
  placeOrderErrors,
} from './validate-place-order';
import '../../cart/cart.css';
import '../checkout.css';
import { data } from 'react-router';
import { privatePageMeta } from '../../lib/seo';
import type { Route } from './+types/place-order.route';

const PAGE = 'placeorder';

function PlaceOrderPage({ product, cities }: { product: ProductDetail; cities: City[] }) {
  const settings = useShopSettings();
  const { customer } = useCustomer();
  const cart = useCart();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const freightRates = useFreightRates();
  const cap = useQuantityCap();
  const { placing, place } = usePlaceOrder({ clearsCart: false, onNoAnswer: (body) => keepToSend(body, 'unsure') });
  // The order as the shopper saw it when they placed it: kept with it if it must wait.
  const seen = useRef<{ cart: CartState; total: number } | null>(null);
  const [variant, setVariant] = useState<ProductVariant | null>(() => initialVariant(product));
  const [quantityText, setQuantityText] = useState('1');
  const [country, setCountry] = useState(DELIVERY_COUNTRY_TRINIDAD);
  const [fields, setFields] = useState<Omit<PlaceOrderFields, 'quantity'>>({
    mobile: '',
    firstName: '',
    lastName: '',
    email: '',
    address1: '',
    address2: '',
    zipCode: '',
    cityNo: 0,
  });
  const [errors, setErrors] = useState<FieldErrors | null>(null);
  const quantity = Number(quantityText);
  const needsVariant = product.ProductSKUList.length > 1 && !variant;
  const set = (name: keyof typeof fields) => (value: string | number) => setFields((f) => ({ ...f, [name]: value }));

  useEffect(() => void orderKey(PAGE), []);
  useEffect(() => {
    if (!customer) return;
    const [first = '', ...rest] = customer.LoginName.split(' ');
    setFields((f) => ({
      ...f,
      mobile: f.mobile || customer.Mobile,
      firstName: f.firstName || first,
      lastName: f.lastName || rest.join(' '),
      email: f.email || customer.EmailID,
    }));
  }, [customer]);
  // Once the shopper has tried to order, the error texts follow their corrections.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the fields, not the errors it sets.
  useEffect(() => {
    if (errors) setErrors(placeOrderErrors({ ...fields, quantity }, needsVariant));
  }, [fields, quantity, needsVariant]);

  function orderNow(event: FormEvent) {
    event.preventDefault();
    if (placing) return;
    const found = placeOrderErrors({ ...fields, quantity }, needsVariant);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) return snackbar.show(first, 'alert');
    if (product.IsSoldOut || variant?.IsSoldOut) return snackbar.show(ITEM_SOLD_OUT, 'alert');
    const priced = priceCartState(
      {
        lines: [lineFromProduct(product, quantity, variant)],
        deliveryCountryNo: country,
        isPickup: false,
        fromSocialSite: false,
      },
      freightRates,
    );
    const body = checkoutOrderBody({
      pmNo: PAYMENT_METHOD_CASH_ON_DELIVERY,
      lines: priced.lines,
      totals: priced.totals,
      isPickup: false,
      contact: {
        mobile: fields.mobile,
        name: fullName(fields),
        email: fields.email,
        address: addressLine(fields),
        cityNo: fields.cityNo,
        deliveryCountryNo: country,
        remarks: '',
      },
      sessionEmail: customer?.EmailID ?? '',
      shopName: settings.shopName,
      idempotencyKey: orderKey(PAGE),
    });
    seen.current = {
      cart: { lines: priced.lines, deliveryCountryNo: country, isPickup: false, fromSocialSite: false },
      total: toCents(priced.totals.ItemGrandTotal),
    };
    // Without a connection the order (cash on delivery) waits on the phone (decision 0066).
    if (navigator.onLine === false) return keepToSend(body, 'waiting');
    void place(body);
  }

  function keepToSend(body: OrderBody, state: 'waiting' | 'unsure') {
    if (!seen.current) return;
    keepOrderToSend(body, seen.current.cart, seen.current.total, state, { page: PAGE, clearsCart: false });
  }

  function checkout() {
    const quantityProblem = validateQuantity(quantity);
    if (quantityProblem) return snackbar.show(quantityProblem, 'alert');
    const result = cart.add(product, { quantity, variant });
    if (result === 'sold-out') return snackbar.show(ITEM_SOLD_OUT, 'alert');
    if (result === 'needs-variant') return snackbar.show(SELECT_OPTION_FIRST, 'alert');
    void navigate('/checkout');
  }

  const e = errors ?? {};
  return (
    <div className="checkout-page place-order">
      <h1 className="visually-hidden">Place Order</h1>
      <div className="place-order__product">
        <ProductGallery product={product} />
        <div className="place-order__info">
          <h2>{product.ProductName}</h2>
          <dl className="bank-details">
            <div>
              <dt>Style</dt>
              <dd>{product.ProductStyle}</dd>
            </div>
            <div>
              <dt>Category</dt>
              <dd>{product.NewCategoryName || product.ProductCategoryName}</dd>
            </div>
            <div>
              <dt>Price</dt>
              <dd>{formatTT(toCents(product.SalesPrice))}</dd>
            </div>
            <div>
              <dt>UPC</dt>
              <dd>{product.Barcode}</dd>
            </div>
            <div>
              <dt>SKU</dt>
              <dd>{variant?.ProductSKUNo ?? product.ProductSKUNo ?? '—'}</dd>
            </div>
          </dl>
          {product.ProductSKUList.length > 1 ? (
            <>
              <VariantPicker variants={product.ProductSKUList} selected={variant} onSelect={setVariant} />
              <FieldError id="place-order-variant-error" error={e.variant} />
            </>
          ) : null}
          <div className="form-field place-order__quantity">
            <label htmlFor="place-order-quantity">Quantity</label>
            <input
              id="place-order-quantity"
              type="number"
              inputMode="numeric"
              min={0}
              max={cap}
              step={1}
              value={quantityText}
              onChange={(ev) => setQuantityText(Number(ev.target.value) > cap ? String(cap) : ev.target.value)}
              aria-invalid={e.quantity ? true : undefined}
              aria-describedby={e.quantity ? 'place-order-quantity-error' : undefined}
            />
            <FieldError id="place-order-quantity-error" error={e.quantity} />
          </div>
        </div>
      </div>

      <form method="post" className="checkout-form" noValidate onSubmit={orderNow} aria-busy={placing}>
        <section className="checkout-section" aria-labelledby="place-order-customer">
          <h2 className="checkout-section__title" id="place-order-customer">
            Customer
          </h2>
          <MobileField id="place-order-mobile" value={fields.mobile} onChange={set('mobile')} error={e.mobile} />
          <TextField
            label="First Name"
            name="firstName"
            value={fields.firstName}
            onChange={set('firstName')}
            required
            autoComplete="given-name"
            maxLength={50}
            error={e.firstName}
          />
          <TextField
            label="Last Name"
            name="lastName"
            value={fields.lastName}
            onChange={set('lastName')}
            autoComplete="family-name"
            maxLength={50}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            value={fields.email}
            onChange={set('email')}
            autoComplete="email"
            maxLength={254}
            error={e.email}
          />
        </section>
        <section className="checkout-section" aria-labelledby="place-order-billing">
          <h2 className="checkout-section__title" id="place-order-billing">
            Billing Address
          </h2>
          <TextField
            label="Address 1"
            name="address1"
            value={fields.address1}
            onChange={set('address1')}
            required
            autoComplete="address-line1"
            maxLength={200}
            error={e.address1}
          />
          <TextField
            label="Address 2"
            name="address2"
            value={fields.address2}
            onChange={set('address2')}
            autoComplete="address-line2"
            maxLength={200}
          />
          <TextField
            label="Zip Code"
            name="zipCode"
            value={fields.zipCode}
            onChange={set('zipCode')}
            autoComplete="postal-code"
            maxLength={20}
          />
          <div className="form-field">
            <label htmlFor="place-order-country">Country</label>
            {/* The city fixes the island once chosen (docs/product.md#checkout-fields). */}
            <select
              id="place-order-country"
              value={country}
              onChange={(ev) => setCountry(Number(ev.target.value))}
              disabled={fields.cityNo !== 0}
            >
              <option value={DELIVERY_COUNTRY_TRINIDAD}>Trinidad</option>
              <option value={DELIVERY_COUNTRY_TOBAGO}>Tobago</option>
            </select>
          </div>
          <CitySelect
            cities={cities}
            value={fields.cityNo}
            required
            error={e.cityNo}
            onChange={(no, city) => {
              set('cityNo')(no);
              if (city) setCountry(city.Island === 'Tobago' ? DELIVERY_COUNTRY_TOBAGO : DELIVERY_COUNTRY_TRINIDAD);
            }}
          />
        </section>
        <div className="place-order__actions">
          <button type="submit" className="cart-action" disabled={placing}>
            Order Now
          </button>
          <button type="button" className="cart-action cart-action--secondary" onClick={checkout} disabled={placing}>
            Checkout
          </button>
        </div>
      </form>
      <WaitingOrderPanel />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/shell/route-error';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta('Place Order', matches);
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const productNo = Number(params.ProductNo);
  if (!Number.isSafeInteger(productNo) || productNo < 1) throw data(null, { status: 404 });
  const [product, cities] = await Promise.all([
    context.shop.catalogue.product(productNo),
    context.shop.catalogue.cities(),
  ]);
  if (!product) throw data(null, { status: 404 });
  return { product, cities };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return placeOrderAction(request, PAGE, { clearsCart: false });
}

export const shouldRevalidate = keepAfterSending;

export default function PlaceOrderRoute({ loaderData }: Route.ComponentProps) {
  return <PlaceOrderPage key={loaderData.product.ProductNo} {...loaderData} />;
}
