import { Inject, Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { ReviewerFingerprints, reviewerEmailKey } from '../../domain/reviews/reviewer-fingerprints.port';

/** Names the fingerprint's one purpose inside the MAC, so no other keyed value can pass for one. */
const PURPOSE = 'biovetted:reviewer-fingerprint:v1';

/** Reviewer fingerprints as hex HMAC-SHA256 of the normalised email, keyed by REVIEW_LEDGER_KEY. */
@Injectable()
export class HmacReviewerFingerprints extends ReviewerFingerprints {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.key = createHmac('sha256', config.reviewLedgerKey).update(PURPOSE).digest();
  }

  of(email: string): string {
    return createHmac('sha256', this.key).update(reviewerEmailKey(email)).digest('hex');
  }
}
