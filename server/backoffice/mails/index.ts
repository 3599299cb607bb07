// Mails in the back office: what the other areas may use (the dashboard's count). The area's page is in
// ./desk.ts; see ./README.md.
export { undeliveredMailCount } from './undelivered-mails';
