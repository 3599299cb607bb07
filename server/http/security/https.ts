// Whether the shop is reached over https. Its public address decides (PUBLIC_BASE_URL): the proxy or
// load balancer in front usually ends TLS and speaks plain http to the shop, and without TRUST_PROXY
// the shop cannot see that the browser used https. Behind a trusted proxy (TRUST_PROXY), a request
// it marks as https counts too, in production. Then every cookie is Secure and every answer carries
// Strict-Transport-Security (docs/decisions/0018).
export interface HttpsSettings {
  publicBaseUrl: string;
  isProduction: boolean;
}

export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** requestProtocol: 'https' or 'http', as Fastify (request.protocol) or a Web Request's URL gives it. */
export function servedOverHttps(settings: HttpsSettings, requestProtocol: string): boolean {
  if (settings.publicBaseUrl.startsWith('https:')) return true;
  return settings.isProduction && requestProtocol.replace(/:$/, '') === 'https';
}
