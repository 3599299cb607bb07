// Public face of the customer session and the account pages' shared parts.
export {
  type AccountDialog,
  type CustomerApi,
  CustomerProvider,
  type SessionCustomer,
  useCustomer,
} from './session/customer-session';
