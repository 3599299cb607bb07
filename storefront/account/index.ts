// Public face of the customer session (issue 6 completes it).
export { CustomerProvider, useCustomer } from './customer-session';
