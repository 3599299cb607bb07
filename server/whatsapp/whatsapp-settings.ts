// Whether the shop sends WhatsApp updates, and with which templates (docs/decisions/0088). Without the
// phone number id, the access token and the app secret nothing is sent and the staff keep their wa.me
// buttons.
import { WHATSAPP_UPDATES, type WhatsappUpdate } from '../../shop-rules/whatsapp-updates';
import type { Config } from '../config';

export interface WhatsappSettings {
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  apiBaseUrl: string;
  apiVersion: string;
  language: string;
  templates: Record<WhatsappUpdate, string>;
  verifyToken: string | null;
  /** How long a post whose answer was lost waits for WhatsApp's status before it is posted again. */
  statusWaitSeconds: number;
}

export function whatsappSettings(config: Config): WhatsappSettings | null {
  if (!config.WHATSAPP_PHONE_NUMBER_ID || !config.WHATSAPP_ACCESS_TOKEN || !config.WHATSAPP_APP_SECRET) return null;
  const templates = Object.fromEntries(
    Object.entries(WHATSAPP_UPDATES).map(([update, u]) => [update, config[u.setting]]),
  ) as Record<WhatsappUpdate, string>;
  return {
    phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
    accessToken: config.WHATSAPP_ACCESS_TOKEN,
    appSecret: config.WHATSAPP_APP_SECRET,
    apiBaseUrl: config.WHATSAPP_API_BASE_URL.replace(/\/$/, ''),
    apiVersion: config.WHATSAPP_API_VERSION,
    language: config.WHATSAPP_TEMPLATE_LANGUAGE,
    templates,
    verifyToken: config.WHATSAPP_WEBHOOK_VERIFY_TOKEN ?? null,
    statusWaitSeconds: config.WHATSAPP_STATUS_WAIT_SECONDS,
  };
}
