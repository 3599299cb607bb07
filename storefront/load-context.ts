import type { ShopContext } from '../server/storefront-context';

declare module 'react-router' {
  interface AppLoadContext extends ShopContext {}
}
