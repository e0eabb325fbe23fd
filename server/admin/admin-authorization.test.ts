import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERRORS } from '../../shared/schemas/auth.js';
import { ADMIN_ONLY } from '../auth/guards.js';
import { registerMember, startTestApp, type TestApp } from '../test-support/test-app.js';
import { registerAdmin, type TestMember } from './test-support/admins.js';
import { registeredRoutes, type RegisteredRoute } from './test-support/registered-routes.js';

let t: TestApp;
let member: TestMember;
let admin: TestMember;
let adminRoutes: RegisteredRoute[];
beforeAll(async () => {
  t = await startTestApp();
  member = await registerMember(t.app);
  admin = await registerAdmin(t);
  adminRoutes = registeredRoutes(t.app).filter((route) => route.url.startsWith('/api/admin'));
});
afterAll(async () => t.close());

const call = (route: RegisteredRoute, cookie?: string) =>
  t.app.inject({
    method: route.method as 'GET',
    url: route.url.replace(/:\w+/g, 'some-id'),
    headers: cookie ? { cookie } : {},
    // An empty body: the guard must answer before the body is validated.
    ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} }),
  });

describe('the admin API', () => {
  it('is read from the app itself and holds every route of spec §7 and the dashboard', () => {
    const listed = adminRoutes.map((route) => `${route.method} ${route.url}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'GET /api/admin/stats',
        'GET /api/admin/activity',
        'GET /api/admin/users',
        'PATCH /api/admin/users/:userId/admin',
        'PATCH /api/admin/users/:userId/premium',
        'GET /api/admin/messages',
        'PATCH /api/admin/messages/:id/status',
        'GET /api/admin/replies',
        'PATCH /api/admin/replies/:id/status',
        'POST /api/admin/badges',
        'DELETE /api/admin/badges/:badgeId',
      ]),
    );
  });

  it('answers 401 to a visitor on every route', async () => {
    for (const route of adminRoutes) {
      const response = await call(route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      if (route.method !== 'HEAD') expect(response.json()).toEqual({ error: AUTH_ERRORS.notSignedIn });
    }
  });

  it('answers 403 to a signed-in member on every route', async () => {
    for (const route of adminRoutes) {
      const response = await call(route, member.cookie);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      if (route.method !== 'HEAD') expect(response.json()).toEqual({ error: ADMIN_ONLY });
    }
  });

  it('lets an admin through on every route', async () => {
    for (const route of adminRoutes) {
      const response = await call(route, admin.cookie);
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(response.statusCode);
    }
  });

  it('stops a member the moment their admin rights are removed', async () => {
    const demoted = await registerAdmin(t);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${demoted.user.id}/admin`,
      headers: { cookie: admin.cookie },
      payload: { isAdmin: 0 },
    });
    expect(patch.statusCode).toBe(200);
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: demoted.cookie } });
    expect(response.statusCode).toBe(403);
  });
});
