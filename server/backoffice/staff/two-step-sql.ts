// Whether the owners require two-step sign-in of every staff member: a settings row of its own (the
// storefront never needs it), read inside the session's own query on every back-office page.
import { sql } from 'drizzle-orm';
import { settings } from '../../../database/schema';

export const STAFF_SIGN_IN_SETTINGS_KEY = 'staff-sign-in';

export const twoStepRequiredSql = sql<boolean>`coalesce((select (${settings.value}->>'twoStepRequired')::boolean from ${settings} where ${settings.key} = ${STAFF_SIGN_IN_SETTINGS_KEY}), false)`;
