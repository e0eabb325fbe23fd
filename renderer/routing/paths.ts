/** The spec's route table (§2). */
export const PATHS = {
  feed: '/',
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
