import request from 'supertest';
import type { RouteAccess } from '../../src/api/auth/access';
import { routeTable, type RouteEntry } from '../support/route-table';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Every route of the API and who may call it. A new route fails this test until its access is declared in the code
 * (see the failure message) and listed here, so the list of what visitors may reach is reviewed with every change.
 */
const ROUTE_ACCESS: Record<string, RouteAccess> = {
  'GET /api/projects/:id/rfps': 'member',
  'POST /api/projects/:id/rfps': 'member',
  'GET /api/rfps/:id': 'member',
  'POST /api/rfps/:id/invitations': 'member',
  'POST /api/rfps/:id/questions': 'member',
  'POST /api/rfps/:id/questions/:questionId/answer': 'member',
  'GET /api/rfps/:id/comparison': 'member',
  'POST /api/rfps/:id/award': 'member',
  'POST /api/rfps/:id/close': 'member',
  'GET /api/vendor/rfps': 'member',
  'GET /api/vendor/rfps/:id': 'member',
  'PUT /api/vendor/rfps/:id/bid': 'member',
  'POST /api/vendor/rfps/:id/decline': 'member',
  'GET /api/rfp-invitations/:token': 'visitor',
  'POST /api/rfp-invitations/:token/claim': 'member',
  'DELETE /api/projects/:id': 'member',
  'DELETE /api/projects/:id/companies/:companyId': 'member',
  'DELETE /api/projects/:id/members/:memberId': 'member',
  'GET /api/projects': 'member',
  'GET /api/projects/:id': 'member',
  'GET /api/projects/:id/export': 'member',
  'PATCH /api/projects/:id': 'member',
  'POST /api/projects': 'member',
  'POST /api/projects/:id/members': 'member',
  'PUT /api/projects/:id/companies/:companyId': 'member',
  'DELETE /api/saved-searches/:id': 'member',
  'DELETE /api/shortlist/:companyId': 'member',
  'DELETE /api/subscription/demo-upgrade': 'member',
  'GET /api/account/export': 'member',
  'GET /api/admin/audit-log': 'admin',
  'GET /api/admin/automation/categories': 'admin',
  'GET /api/admin/automation/status': 'admin',
  'GET /api/admin/check/:email': 'admin',
  'GET /api/admin/companies': 'admin',
  'GET /api/admin/company-submissions': 'admin',
  'GET /api/admin/company-submissions/:id/document': 'admin',
  'GET /api/admin/fact-proposals': 'admin',
  'GET /api/admin/pending-reviews': 'admin',
  'GET /api/admin/pending-users': 'admin',
  'GET /api/admin/pending-vendors': 'admin',
  'GET /api/admin/regulatory-matches': 'admin',
  'GET /api/admin/reviews': 'admin',
  'GET /api/admin/setup-status': 'visitor',
  'GET /api/admin/users': 'admin',
  'GET /api/admin/verification-requests': 'admin',
  'GET /api/app-info': 'visitor',
  'GET /api/auth/confirm-email': 'visitor',
  'GET /api/auth/user': 'member',
  'GET /api/companies': 'visitor',
  'GET /api/companies/:id': 'visitor',
  'GET /api/companies/:id/reviews': 'visitor',
  'GET /api/companies/compare': 'visitor',
  'GET /api/companies/facets': 'visitor',
  'GET /api/company-submissions/possible-duplicates': 'member',
  'GET /api/dev-login-redirect': 'visitor',
  'GET /api/health': 'visitor',
  'GET /api/login': 'visitor',
  'GET /api/logout': 'visitor',
  'GET /api/methodology': 'visitor',
  'GET /api/pricing': 'visitor',
  'GET /api/reviews/eligibility': 'approved member',
  'GET /api/reviews/mine': 'member',
  'GET /api/saved-searches': 'member',
  'GET /api/shortlist': 'member',
  'GET /api/shortlist/export': 'member',
  'GET /api/subscription/status': 'member',
  'GET /api/vendor/accounts': 'member',
  'GET /api/vendor/companies/:id/fact-proposals': 'member',
  'GET /api/vendor/companies/:id/insights': 'vendor',
  'GET /api/vendor/reviews': 'member',
  'PATCH /api/admin/companies/:id': 'admin',
  'PATCH /api/admin/users/:id': 'admin',
  'PATCH /api/saved-searches/:id': 'member',
  'POST /api/account/delete': 'member',
  'POST /api/admin/auth': 'visitor',
  'POST /api/admin/automation/start': 'admin',
  'POST /api/admin/automation/stop': 'admin',
  'POST /api/admin/companies/:id/relist': 'admin',
  'POST /api/admin/companies/:id/unlist': 'admin',
  'POST /api/admin/create': 'visitor',
  'POST /api/admin/discover-companies': 'admin',
  'POST /api/admin/intelligence-reviews': 'admin',
  'POST /api/admin/merge-company-submission': 'admin',
  'POST /api/admin/moderate-company-submission': 'admin',
  'POST /api/admin/moderate-fact-proposal': 'admin',
  'POST /api/admin/moderate-regulatory-match': 'admin',
  'POST /api/admin/moderate-review': 'admin',
  'POST /api/admin/moderate-user': 'admin',
  'POST /api/admin/moderate-vendor': 'admin',
  'POST /api/admin/moderate-verification-request': 'admin',
  'POST /api/admin/review-responses/:id/republish': 'admin',
  'POST /api/admin/review-responses/:id/unpublish': 'admin',
  'POST /api/admin/reviews/:id/republish': 'admin',
  'POST /api/admin/reviews/:id/unpublish': 'admin',
  'POST /api/admin/users/:id/reinstate': 'admin',
  'POST /api/admin/users/:id/suspend': 'admin',
  'POST /api/auth/change-password': 'member',
  'POST /api/auth/forgot-password': 'visitor',
  'POST /api/auth/login': 'visitor',
  'POST /api/auth/logout': 'visitor',
  'POST /api/auth/resend-confirmation': 'visitor',
  'POST /api/auth/reset-password': 'visitor',
  'POST /api/auth/signup': 'visitor',
  'POST /api/companies/:id/views': 'visitor',
  'POST /api/companies/compare/views': 'visitor',
  'POST /api/company-submissions': 'member',
  'POST /api/company-submissions/:id/document': 'member',
  'POST /api/create-subscription': 'member',
  'POST /api/email/verification-request': 'member',
  'POST /api/email/verify': 'visitor',
  'GET /api/companies/:id/match-score': 'member',
  'GET /api/project-matches/:id': 'member',
  'POST /api/project-matches': 'visitor',
  'POST /api/reviews': 'approved member',
  'POST /api/reviews/:id/responses': 'vendor',
  'POST /api/saved-searches': 'member',
  'POST /api/saved-searches/unsubscribe': 'visitor',
  'POST /api/stripe/webhook': 'visitor',
  'POST /api/subscription/cancel': 'member',
  'POST /api/subscription/demo-upgrade': 'member',
  'POST /api/vendor/companies/:id/fact-proposals': 'member',
  'POST /api/vendor/register': 'member',
  'POST /api/vendor/review-invitations': 'vendor',
  'PUT /api/shortlist/:companyId': 'member',
};

const HOW_TO_DECLARE =
  'Declare who may call each of them: `@Public()` from src/api/auth/access.ts on a route meant for visitors (on the ' +
  'handler, or on the controller when all its routes are), or `@UseGuards(SignedInGuard)` / `ApprovedMemberGuard` / ' +
  '`AdminGuard` from src/api/auth/guards.ts (a guard class of your own needs `@DeclaresAccess(...)`). Until then the ' +
  'global DenyByDefaultGuard answers 401 or 403 to everyone. Then add the route to ROUTE_ACCESS in ' +
  'test/e2e/route-access.e2e-spec.ts.';

describe('Who may call each route (access is denied unless declared)', () => {
  let sut: TestApp;
  let routes: RouteEntry[];
  beforeAll(async () => {
    sut = await startTestApp();
    routes = routeTable(sut.app);
  });
  afterAll(() => sut.close());

  it('finds every route of the API', () => {
    expect(routes.length).toBeGreaterThanOrEqual(Object.keys(ROUTE_ACCESS).length);
  });

  it('declares the access of every route', () => {
    const undeclared = routes.filter((r) => r.access === null).map((r) => `${r.route} (${r.controller}.${r.handler})`);
    if (undeclared.length > 0) throw new Error(`${undeclared.length} route(s) declare no access: ${undeclared.join(', ')}.\n${HOW_TO_DECLARE}`);
  });

  it('gives each route the access listed here, and no other route exists', () => {
    const actual = Object.fromEntries(routes.filter((r) => r.access !== null).map((r) => [r.route, r.access]));
    const unlisted = Object.keys(actual).filter((route) => !(route in ROUTE_ACCESS));
    if (unlisted.length > 0) {
      throw new Error(
        `Route(s) missing from ROUTE_ACCESS in test/e2e/route-access.e2e-spec.ts: ${unlisted.map((r) => `'${r}': '${actual[r]}'`).join(', ')}. ` +
          "Add each line if that is who should call it (a route for visitors needs @Public() in the code, and a reviewer's look).",
      );
    }
    expect(actual).toEqual(ROUTE_ACCESS);
  });

  it('answers 401 to a visitor on every route not open to visitors, before reading any input', async () => {
    const closed = routes.filter((r) => r.access !== null && r.access !== 'visitor');
    expect(closed.length).toBeGreaterThan(40);
    for (const { route } of closed) {
      const [method, path] = route.split(' ');
      const url = path.replace(/:[A-Za-z]+/g, '7d2b0a4e-3c1f-4f7e-9a55-0f4d1c2b3a4e');
      const res = await request(sut.app.getHttpServer())[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](url).send({ any: 'thing' });
      expect({ route, status: res.status, message: res.body.message }).toEqual({ route, status: 401, message: 'Authentication required' });
    }
  });

  it('lets a visitor reach every route open to visitors (no 401 or 403)', async () => {
    const open = routes.filter((r) => r.access === 'visitor');
    for (const { route } of open) {
      const [method, path] = route.split(' ');
      const url = path.replace(/:[A-Za-z]+/g, '7d2b0a4e-3c1f-4f7e-9a55-0f4d1c2b3a4e');
      const res = await request(sut.app.getHttpServer())[method.toLowerCase() as 'get' | 'post'](url);
      expect({ route, denied: res.status === 401 || res.status === 403 }).toEqual({ route, denied: false });
    }
  });
});
