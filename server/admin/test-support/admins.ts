import { createOrPromoteAdmin } from '../../auth/admin-bootstrap.js';
import { registerMember, uniqueEmail, type TestApp } from '../../test-support/test-app.js';

export type TestMember = Awaited<ReturnType<typeof registerMember>>;

/** An admin made the documented way: a member promoted by the admin bootstrap. */
export async function registerAdmin(t: TestApp): Promise<TestMember> {
  const admin = await registerMember(t.app, uniqueEmail('admin'));
  await createOrPromoteAdmin(t.ctx.db, admin.email, undefined);
  return admin;
}
