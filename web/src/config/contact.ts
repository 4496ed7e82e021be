/** Where people reach the team (the Contact page, Legal Terms, Email Verification). */
export const CONTACT_EMAILS = {
  support: 'support@biovetted.com',
  sales: 'sales@biovetted.com',
  privacy: 'privacy@biovetted.com',
  press: 'press@biovetted.com',
} as const;
