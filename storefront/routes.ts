import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx', { id: 'index' }),
  route('home', 'routes/home.tsx', { id: 'home' }),
  route('cart/:ProductNo?', 'routes/cart.tsx'),
  route('wishlist/:ProductNo?', 'routes/wishlist.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('success', 'routes/success.tsx'),
  route('wipayreceive', 'routes/wipay-receive.tsx'),
  route('wipaystart', 'routes/wipay-start.tsx'),
  route('fborder/:ProductNo/:ShopNo?', 'routes/fborder.tsx'),
  route('placeorder/:ProductNo?', 'routes/placeorder.tsx'),
  route('login', 'routes/login.tsx'),
  route('register', 'routes/register.tsx'),
  route('account', 'routes/account.tsx'),
  route('editaccountinfo', 'routes/editaccountinfo.tsx'),
  route('changepassword', 'routes/changepassword.tsx'),
  route('orderhistory', 'routes/orderhistory.tsx'),
  route('orderdetail/:orderId?', 'routes/orderdetail.tsx'),
  route('productreturn', 'routes/productreturn.tsx'),
  route('ordertrack', 'routes/ordertrack.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
