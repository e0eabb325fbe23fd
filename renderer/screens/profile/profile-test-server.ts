import type { CommunityInfo } from '../../../shared/schemas/community.js';
import type { BlockedMember } from '../../../shared/schemas/safety.js';
import type { CurrentUser } from '../../../shared/schemas/user.js';
import { useToastStore } from '../../stores/toast-store.js';
import { jsonResponse, stubFetch, type RecordedRequest } from '../../test-support/fake-fetch.js';
import { aMember } from '../../test-support/members.js';

export const SUPPORT_EMAIL = 'support@kindred.example';

interface ProfileServerOptions {
  member?: Partial<CurrentUser>;
  community?: Partial<CommunityInfo>;
  blocked?: BlockedMember[];
  routes?: Record<string, (request: RecordedRequest, state: ProfileServerState) => Response>;
}

export interface ProfileServerState {
  member: CurrentUser;
  blocked: BlockedMember[];
}

/**
 * A fake community server for the profile: it keeps the member and the blocked list, so a change a
 * route makes (through `state`) shows in the refetch that follows, as with the real server.
 */
export function stubProfileServer({ member = {}, community = {}, blocked = [], routes = {} }: ProfileServerOptions = {}) {
  const state: ProfileServerState = { member: aMember(member), blocked: [...blocked] };
  const info: CommunityInfo = { supportEmail: SUPPORT_EMAIL, subscriptions: 'demo', ...community };
  const fake = stubFetch({
    'GET /api/auth/user': () => jsonResponse(200, state.member),
    'GET /api/community': () => jsonResponse(200, info),
    'GET /api/blocks': () => jsonResponse(200, state.blocked),
    ...Object.fromEntries(Object.entries(routes).map(([route, handler]) => [route, (request: RecordedRequest) => handler(request, state)])),
  });
  return { ...fake, state };
}

export function aBlockedMember(overrides: Partial<BlockedMember> = {}): BlockedMember {
  return { id: 'block-1', username: 'Fox', profileImageUrl: '🦊', blockedAt: '2025-10-02T09:00:00.000Z', ...overrides };
}

/** The toasts shown, with their variant (the region shows only title and description). */
export const shownToasts = () =>
  useToastStore.getState().toasts.map(({ title, description, variant }) => ({ title, description, variant }));
