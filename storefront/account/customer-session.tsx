// Placeholder interface, replaced by the customer accounts module.
import { createContext, useContext, type ReactNode } from 'react';

export interface CustomerApi {
  customer: { CustomerNo: number; LoginName: string; Mobile: string; EmailID: string } | null;
  openLogin(): void;
  openRegister(): void;
  logout(): void;
}
const CustomerContext = createContext<CustomerApi>({ customer: null, openLogin() {}, openRegister() {}, logout() {} });

export function CustomerProvider({ children }: { children: ReactNode }) {
  return <CustomerContext.Provider value={{ customer: null, openLogin() {}, openRegister() {}, logout() {} }}>{children}</CustomerContext.Provider>;
}
export const useCustomer = () => useContext(CustomerContext);
