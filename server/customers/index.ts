// What other areas use from customer accounts.
export { registerCustomers } from './routes';
export { customerFromRequest, customerNoFromRequest, requireCustomer, signedIn, type SignedInCustomer } from './customer-auth';
