// Returns in the back office: what the other areas may use. The area's pages are in ./desk.ts; see
// ./README.md.
export type { ReturnChoices } from './return-settlement';
