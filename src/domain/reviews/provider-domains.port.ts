/**
 * Which listed providers an email domain belongs to: the companies whose website's registrable domain it is
 * (`jane@us.lonza.com` works for the company at lonza.com). Shared hosts and free mail belong to none.
 */
export abstract class ProviderDomains {
  /** Ids of the listed companies whose website's registrable domain is `registrableDomain`. */
  abstract companiesAt(registrableDomain: string): Promise<string[]>;
}
