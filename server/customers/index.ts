// What other areas use from customer accounts.

export {
  customerFromRequest,
  customerNoFromRequest,
  requireCustomer,
  type SignedInCustomer,
  signedIn,
} from './customer-auth';
export { registerCustomers } from './routes';
