/** The legal pages, fetched as one chunk when a reader first opens either. */
export { PrivacyPolicyScreen } from '../screens/privacy/PrivacyPolicyScreen.js';
export { TermsOfServiceScreen } from '../screens/terms/TermsOfServiceScreen.js';
