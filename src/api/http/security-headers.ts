import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../../config/app-config';
import { scriptSources } from '../web/script-nonce';

/**
 * The security headers of every answer (helmet): a Content-Security-Policy allowing this origin, a page's own
 * nonce for its inline scripts (and Stripe's script and frames when billing is on), a strict Referrer-Policy, and HSTS in production.
 */
export function securityHeaders(config: Pick<AppConfig, 'stripe' | 'nodeEnv'>): RequestHandler {
  // With billing on, Stripe.js and its Payment Element iframes load from Stripe (docs/decisions/0012).
  const stripeSources = config.stripe.secretKey ? ['https://js.stripe.com'] : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // A page's inline scripts (React Router's hydration data and start-up) carry this response's nonce.
        'script-src': [scriptSources, ...stripeSources],
        ...(config.stripe.secretKey ? { 'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'], 'connect-src': ["'self'", 'https://api.stripe.com'] } : {}),
        // MUI/emotion inject <style> elements at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https:'],
        'font-src': ["'self'", 'data:'],
        ...(config.stripe.secretKey ? {} : { 'connect-src': ["'self'"] }),
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.nodeEnv === 'production' ? { maxAge: 31536000, includeSubDomains: true } : false,
  }) as RequestHandler;
}
