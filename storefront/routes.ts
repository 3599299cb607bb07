// Every address of the storefront and the route module that answers it. A route module lives in its
// area's folder and is named *.route.tsx (docs/decisions/0026-one-way-to-load-data.md).
import { index, type RouteConfig, route } from '@react-router/dev/routes';
import { adminRoutes } from './admin/routes';

export default [
  // The catalogue: server loaders.
  index('catalogue/home.route.tsx', { id: 'index' }),
  route('home', 'catalogue/home.route.tsx', { id: 'home' }),
  route('search/:SearchText?', 'catalogue/search.route.tsx', { id: 'search' }),
  route('csearch/:CSearchText?', 'catalogue/search.route.tsx', { id: 'csearch' }),
  route('category/:ProductCategoryNo?', 'catalogue/category.route.tsx'),
  route('productdetails/:ProductNo?', 'catalogue/product-details.route.tsx'),
  // The shop's information pages and the files for crawlers.
  route('deliverypolicy', 'site/delivery-policy.route.tsx'),
  route('termsandcondition', 'site/terms-and-conditions.route.tsx'),
  route('aboutus', 'site/about-us.route.tsx'),
  route('ourservices', 'site/our-services.route.tsx'),
  route('privacypolicy', 'site/privacy-policy.route.tsx'),
  route('sitemap.xml', 'site/sitemap.route.ts'),
  route('robots.txt', 'site/robots.route.ts'),
  // The shopper's own pages: read and sent from the browser with the customer's token.
  route('cart/:ProductNo?', 'cart/cart.route.tsx'),
  route('wishlist/:ProductNo?', 'wishlist/wishlist.route.tsx'),
  route('checkout', 'checkout/checkout.route.tsx'),
  route('success', 'checkout/success.route.tsx'),
  route('wipayreceive', 'checkout/payment/wipay-receive.route.tsx'),
  route('wipaystart', 'checkout/payment/wipay-start.route.tsx'),
  route('fborder/:ProductNo/:ShopNo?', 'checkout/direct/direct-order.route.tsx'),
  route('checkout-link', 'checkout/direct/checkout-link.route.tsx'),
  route('placeorder/:ProductNo?', 'checkout/direct/place-order.route.tsx'),
  route('login', 'account/session/sign-in.route.tsx', { id: 'login' }),
  route('register', 'account/session/sign-in.route.tsx', { id: 'register' }),
  route('account', 'account/account.route.tsx'),
  route('editaccountinfo', 'account/profile/edit-info.route.tsx'),
  route('changepassword', 'account/profile/change-password.route.tsx'),
  route('orderhistory', 'account/orders/order-history.route.tsx'),
  route('orderdetail/:orderId?', 'account/orders/order-detail.route.tsx'),
  route('orderdetail/:orderId/invoice', 'account/orders/vat-invoice.route.tsx'),
  route('productreturn', 'account/returns/product-return.route.tsx'),
  route('ordertrack', 'account/orders/order-track.route.tsx'),
  // A new delivery day after a failed attempt, from the link in its mail (decision 0091).
  route('delivery-day/:token', 'delivery-day/new-day.route.tsx'),
  // The driver's phone page (decision 0084): its own chrome, the staff cookie session.
  route('driver', 'driver/driver.route.tsx'),
  route('driver/send', 'driver/send.route.ts'),
  route('driver/runs', 'driver/runs.route.ts'),
  // The back office: each area of storefront/admin/ registers its own addresses.
  adminRoutes,
  route('*', 'site/not-found.route.tsx'),
] satisfies RouteConfig;
