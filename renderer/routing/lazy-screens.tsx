import { LoadingScreen } from '../screens/loading/LoadingScreen.js';
import { lazyComponent, lazyModule } from './lazy-component.js';

/**
 * Screens most visits never open, each loaded on first use so the first page (the feed) starts with
 * a small script: the admin area, onboarding and sign-in/up (where the form validation lives), posting,
 * the profile and the legal pages. The loading screen shows while a chunk arrives.
 */
const adminArea = lazyModule(() => import('./admin-area.js'));
const onboarding = lazyModule(() => import('../screens/onboarding/OnboardingFlow.js'));
const posting = lazyModule(() => import('../screens/post/PostScreen.js'));
const profile = lazyModule(() => import('../screens/profile/ProfileScreen.js'));
const legalPages = lazyModule(() => import('./legal-pages.js'));
const loading = <LoadingScreen />;

export const AccessDeniedScreen = lazyComponent(adminArea, (module) => module.AccessDeniedScreen, loading);
export const AdminBadgesScreen = lazyComponent(adminArea, (module) => module.AdminBadgesScreen, loading);
export const AdminDashboardScreen = lazyComponent(adminArea, (module) => module.AdminDashboardScreen, loading);
export const AdminLayout = lazyComponent(adminArea, (module) => module.AdminLayout, loading);
export const AdminMessagesScreen = lazyComponent(adminArea, (module) => module.AdminMessagesScreen, loading);
export const AdminRepliesScreen = lazyComponent(adminArea, (module) => module.AdminRepliesScreen, loading);
export const AdminSignInScreen = lazyComponent(adminArea, (module) => module.AdminSignInScreen, loading);
export const AdminUsersScreen = lazyComponent(adminArea, (module) => module.AdminUsersScreen, loading);

export const OnboardingFlow = lazyComponent(onboarding, (module) => module.OnboardingFlow, loading);
export const PostScreen = lazyComponent(posting, (module) => module.PostScreen, loading);
export const ProfileScreen = lazyComponent(profile, (module) => module.ProfileScreen, loading);

export const PrivacyPolicyScreen = lazyComponent(legalPages, (module) => module.PrivacyPolicyScreen, loading);
export const TermsOfServiceScreen = lazyComponent(legalPages, (module) => module.TermsOfServiceScreen, loading);
