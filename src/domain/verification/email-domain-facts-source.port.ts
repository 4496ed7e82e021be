import type { EmailDomainFacts } from './email-domain';

/** The current facts for classification: the lists plus the directory's website domains as they are now. */
export abstract class EmailDomainFactsSource {
  abstract current(): Promise<EmailDomainFacts>;
}
