import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { ReviewInvitationTokens } from '../../domain/review-invitations/review-invitations.port';

/** Names the token's one purpose inside the MAC, so no other signed value of the app can pass for it. */
const PURPOSE = 'biovetted:review-invitation:v1';

/**
 * Invitation tokens as `<invitation id>.<HMAC-SHA256>` (base64url), keyed by a key derived from REVIEW_LEDGER_KEY
 * for this purpose only (kept across session-secret rotations, like the invitations' fingerprints). What an
 * invitation allows (its company, expiry, use) is read from its row; the token only names it unforgeably.
 */
@Injectable()
export class HmacReviewInvitationTokens extends ReviewInvitationTokens {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.key = createHmac('sha256', config.reviewLedgerKey).update(PURPOSE).digest();
  }

  issue(invitationId: string): string {
    return `${invitationId}.${this.mac(invitationId).toString('base64url')}`;
  }

  verify(token: string): string | null {
    const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/i.exec(token.trim());
    if (!match) return null;
    const given = Buffer.from(match[2], 'base64url');
    const expected = this.mac(match[1]);
    return given.length === expected.length && timingSafeEqual(given, expected) ? match[1].toLowerCase() : null;
  }

  private mac(invitationId: string): Buffer {
    return createHmac('sha256', this.key).update(`${PURPOSE}\n${invitationId.toLowerCase()}`).digest();
  }
}
