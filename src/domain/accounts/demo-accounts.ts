/** The demo accounts of demo mode (docs/api-contract.md#contract-details). */
export const DEMO_ADMIN_EMAIL = 'demo-admin@example.com';
export const DEMO_REVIEWER_EMAIL = 'demo-reviewer@example.com';
