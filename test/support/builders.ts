import type { Account } from '../../src/domain/accounts/account';
import type { NewAccount } from '../../src/domain/accounts/accounts.port';
import type { DatasetCompany } from '../../src/domain/directory/dataset-company';
import type { Subscriber } from '../../src/domain/subscriptions/subscribers.port';
import type { VendorAccount } from '../../src/domain/vendors/vendor-account';

// Builders of domain objects with plausible defaults, shared by every tier: unit specs hand them to the
// in-memory fakes (test/support/fakes), the repository and e2e tiers insert them (factories.ts). Override
// what the test is about. Pure: they import nothing but src/domain, so domain specs may use them.

/** A short random suffix, so names and emails never collide between tests sharing a database. */
export const unique = (): string => globalThis.crypto.randomUUID().slice(0, 8);

/** A dataset company (the shape the loader, the import and the directory's seed share). */
export function aCompany(overrides: Partial<DatasetCompany> = {}): DatasetCompany {
  return {
    name: `Test Provider ${unique()}`,
    type: 'CRO',
    website: null,
    location: 'Boston, Massachusetts',
    country: 'United States',
    description: null,
    foundedYear: null,
    publiclyTraded: null,
    stockSymbol: null,
    parentCompany: null,
    employeeCount: null,
    revenueUsd: null,
    globalPresence: null,
    services: null,
    therapeuticAreas: null,
    moleculeTypes: null,
    developmentPhases: null,
    serviceLocations: null,
    ...overrides,
  };
}

/** An approved reviewer's account at an industry domain. */
export function anAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: 'a1',
    email: 'jane@pfizer.com',
    passwordHash: 'hash:secret-password',
    firstName: 'Jane',
    lastName: 'Doe',
    company: 'Pfizer',
    jobTitle: 'QA',
    linkedinProfile: null,
    profileImageUrl: null,
    userType: 'reviewer',
    subscriptionTier: 'free',
    emailVerified: true,
    industryVerified: true,
    verificationLevel: 'verified',
    verificationNotes: null,
    verifiedAt: null,
    suspendedAt: null,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    ...overrides,
  };
}

/** A sign-up waiting for its email to be confirmed, at a fresh address. */
export function aNewAccount(overrides: Partial<NewAccount> = {}): NewAccount {
  return {
    email: `member-${unique()}@pfizer.com`,
    passwordHash: 'hash:secret-password',
    firstName: 'Jane',
    lastName: 'Doe',
    company: 'Pfizer',
    jobTitle: 'QA',
    linkedinProfile: null,
    userType: 'reviewer',
    verificationLevel: 'pending',
    emailVerified: false,
    industryVerified: false,
    verifiedAt: null,
    ...overrides,
  };
}

/** An approved vendor account with an untouched monthly quota. */
export function aVendorAccount(overrides: Partial<VendorAccount> = {}): VendorAccount {
  return {
    id: 'v1',
    userId: 'u1',
    companyId: 'c1',
    companyName: 'Acme CRO',
    status: 'approved',
    isVerified: true,
    verificationDocument: null,
    createdAt: new Date(0),
    monthlyResponsesUsed: 0,
    lastResetDate: null,
    ...overrides,
  };
}

/** A verified member on the free plan who never subscribed. */
export function aSubscriber(overrides: Partial<Subscriber> = {}): Subscriber {
  return {
    id: 'u1',
    email: 'jane@pfizer.com',
    name: 'Jane Doe',
    userType: 'reviewer',
    industryVerified: true,
    verificationLevel: 'verified',
    stripeCustomerId: null,
    hasPendingVerificationRequest: false,
    subscriptionTier: 'free',
    stripeSubscriptionId: null,
    stripeSubscriptionStatus: null,
    stripeCurrentPeriodEnd: null,
    stripeCancelAtPeriodEnd: false,
    ...overrides,
  };
}
