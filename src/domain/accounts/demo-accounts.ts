/** The demo accounts of demo mode (DECISIONS §11). */
export const DEMO_ADMIN_EMAIL = 'demo-admin@example.com';
export const DEMO_REVIEWER_EMAIL = 'demo-reviewer@example.com';
