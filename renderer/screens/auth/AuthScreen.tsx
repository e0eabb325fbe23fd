import { startGoogleSignIn } from '../../api/auth-requests.js';
import { BackButton } from '../../components/BackButton.js';
import { useOnboardingStore } from '../../stores/onboarding-store.js';
import { OnboardingStep } from '../onboarding/OnboardingStep.js';
import { SignInForm } from './SignInForm.js';
import { SignUpForm } from './SignUpForm.js';

/** Onboarding step 6: create an account or sign in, by email or with Google. */
export function AuthScreen() {
  const authMode = useOnboardingStore((state) => state.authMode);
  const setAuthMode = useOnboardingStore((state) => state.setAuthMode);
  const back = useOnboardingStore((state) => state.back);
  const isSignUp = authMode === 'signup';

  return (
    <OnboardingStep
      topBar={<BackButton onClick={back} />}
      title={isSignUp ? 'Create your account' : 'Welcome back'}
      lead={isSignUp ? 'Join our supportive community' : 'Sign in to continue'}
    >
      {isSignUp ? <SignUpForm /> : <SignInForm />}
      <div className="divider" role="separator">
        <span>or</span>
      </div>
      <button type="button" className="button button--outline button--block" onClick={startGoogleSignIn}>
        Continue with Google
      </button>
      <button
        type="button"
        className="link-button link-button--quiet"
        onClick={() => setAuthMode(isSignUp ? 'signin' : 'signup')}
      >
        {isSignUp ? 'Already have an account? ' : "Don't have an account? "}
        <span className="link-button__emphasis">{isSignUp ? 'Sign in' : 'Sign up'}</span>
      </button>
      <p className="auth-footer">By continuing, you agree to our supportive community guidelines</p>
    </OnboardingStep>
  );
}
