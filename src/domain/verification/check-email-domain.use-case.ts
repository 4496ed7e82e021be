import { classifyEmailDomain, verificationMessage, type VerificationLevel } from './email-domain';
import { EmailDomainFactsSource } from './email-domain-facts-source.port';

/** The Email Verification screen's answer for an address (docs/data-model.md#transfer-shapes). */
export interface EmailDomainCheck {
  level: VerificationLevel;
  message: string;
  requiresManualReview: boolean;
}

/** Classifies an email's domain and explains the outcome; reveals nothing about accounts. */
export class CheckEmailDomain {
  constructor(private readonly facts: EmailDomainFactsSource) {}

  async execute(email: string): Promise<EmailDomainCheck> {
    const { level, reason } = classifyEmailDomain(email, await this.facts.current());
    return { level, message: verificationMessage(level, reason), requiresManualReview: level === 'manual_review' };
  }
}
