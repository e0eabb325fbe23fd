/** The spec's route table (§2). */
export const PATHS = {
  feed: '/',
  /** Onboarding and the auth screen, for visitors (members are sent home). */
  welcome: '/welcome',
  post: '/post',
  profile: '/profile',
  privacy: '/privacy',
  terms: '/terms',
  admin: '/admin',
  adminUsers: '/admin/users',
  adminMessages: '/admin/messages',
  adminReplies: '/admin/replies',
  adminBadges: '/admin/badges',
} as const;
