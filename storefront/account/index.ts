// Public face of the customer session and the account pages' shared parts.
export { CustomerProvider, useCustomer, type CustomerApi, type SessionCustomer, type AccountDialog } from './customer-session';
