import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { AlertUnsubscribeTokens } from '../../domain/saved-searches/alert-unsubscribe-tokens.port';

/** Names the token's one purpose inside the MAC, so no other signed value of the app can pass for it. */
const PURPOSE = 'biovetted:saved-search-alerts:unsubscribe:v1';

/**
 * Unsubscribe tokens as `<saved search id>.<HMAC-SHA256>` (base64url), keyed by a key derived from the session
 * secret for this purpose only. Nothing is stored: a token stays valid as long as its search exists, which is
 * what an unsubscribe link in an old mail needs; it can do nothing but turn that search's alerts off.
 */
@Injectable()
export class HmacAlertUnsubscribeTokens extends AlertUnsubscribeTokens {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.key = createHmac('sha256', config.sessionSecret).update(PURPOSE).digest();
  }

  issue(savedSearchId: string): string {
    return `${savedSearchId}.${this.mac(savedSearchId).toString('base64url')}`;
  }

  verify(token: string): string | null {
    const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/i.exec(token.trim());
    if (!match) return null;
    const given = Buffer.from(match[2], 'base64url');
    const expected = this.mac(match[1]);
    return given.length === expected.length && timingSafeEqual(given, expected) ? match[1] : null;
  }

  private mac(savedSearchId: string): Buffer {
    return createHmac('sha256', this.key).update(`${PURPOSE}\n${savedSearchId.toLowerCase()}`).digest();
  }
}
