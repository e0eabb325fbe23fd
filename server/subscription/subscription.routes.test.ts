import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_PRODUCT_ID } from '../../shared/constants.js';
import { AUTH_ERRORS } from '../../shared/schemas/auth.js';
import { DEMO_PURCHASE_TOKEN, SUBSCRIPTION_ERRORS } from '../../shared/schemas/subscription.js';
import { registerMember, startTestApp, type TestApp } from '../test-support/test-app.js';

const PURCHASE = { purchaseToken: DEMO_PURCHASE_TOKEN, productId: PREMIUM_PRODUCT_ID };

const verify = (t: TestApp, cookie: string | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/subscription/verify', payload, headers: cookie ? { cookie } : {} });
const premiumOf = async (t: TestApp, id: string) =>
  (await t.ctx.db.selectFrom('users').select('isPremium').where('id', '=', id).executeTakeFirstOrThrow()).isPremium;

describe('POST /api/subscription/verify without a verifier (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('answers 501: subscriptions are not set up here, even for the demo token', async () => {
    const member = await registerMember(t.app);
    const response = await verify(t, member.cookie, PURCHASE);
    expect(response.statusCode).toBe(501);
    expect(response.json()).toEqual({ error: SUBSCRIPTION_ERRORS.notConfigured });
    expect(await premiumOf(t, member.user.id)).toBe(0);
  });
});

describe('POST /api/subscription/verify with the demo verifier', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ subscriptions: 'demo' });
  });
  afterAll(async () => t.close());

  it('makes the member Premium with the gold crown', async () => {
    const member = await registerMember(t.app);
    const response = await verify(t, member.cookie, PURCHASE);
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toMatchObject({ id: member.user.id, isPremium: 1 });
    expect(user.badges.map((badge: { id: string }) => badge.id)).toEqual(['gold-crown']);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: member.cookie } });
    expect(me.json()).toEqual(user);
  });

  it('keeps one crown when the same purchase is verified twice', async () => {
    const member = await registerMember(t.app);
    await verify(t, member.cookie, PURCHASE);
    const again = await verify(t, member.cookie, PURCHASE);
    expect(again.statusCode).toBe(200);
    expect(again.json().badges.map((badge: { id: string }) => badge.id)).toEqual(['gold-crown']);
  });

  it('answers 402 for any other token, and changes nothing', async () => {
    const member = await registerMember(t.app);
    const response = await verify(t, member.cookie, { ...PURCHASE, purchaseToken: 'a-token-from-somewhere-else' });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ error: SUBSCRIPTION_ERRORS.notVerified });
    expect(await premiumOf(t, member.user.id)).toBe(0);
  });

  it('answers 400 for another product, and for a missing token', async () => {
    const member = await registerMember(t.app);
    const product = await verify(t, member.cookie, { ...PURCHASE, productId: 'premium_yearly_49_99' });
    expect(product.statusCode).toBe(400);
    expect(product.json()).toEqual({ error: SUBSCRIPTION_ERRORS.product, fields: { productId: [SUBSCRIPTION_ERRORS.product] } });
    const token = await verify(t, member.cookie, { productId: PREMIUM_PRODUCT_ID });
    expect(token.statusCode).toBe(400);
    expect(token.json()).toEqual({ error: SUBSCRIPTION_ERRORS.token, fields: { purchaseToken: [SUBSCRIPTION_ERRORS.token] } });
    expect(await premiumOf(t, member.user.id)).toBe(0);
  });

  it('asks a visitor to sign in', async () => {
    const response = await verify(t, undefined, PURCHASE);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: AUTH_ERRORS.notSignedIn });
  });
});
