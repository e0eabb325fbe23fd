import { startGoogleSignIn, startGoogleSignUp } from '../../api/auth-requests.js';
import { BackButton } from '../../components/BackButton.js';
import { safetyStepsTaken, useOnboardingStore } from '../../stores/onboarding-store.js';
import { OnboardingStep } from '../onboarding/OnboardingStep.js';
import { AuthFooter } from './AuthFooter.js';
import { SafetyStepsFirst } from './SafetyStepsFirst.js';
import { SignInForm } from './SignInForm.js';
import { SignUpForm } from './SignUpForm.js';

/**
 * Onboarding step 6: create an account or sign in, by email or with Google. Creating an account needs
 * the safety acknowledgement and the pledge from this onboarding; signing in never asks for them.
 */
export function AuthScreen() {
  const authMode = useOnboardingStore((state) => state.authMode);
  const stepsTaken = useOnboardingStore(safetyStepsTaken);
  const chooseSignIn = useOnboardingStore((state) => state.chooseSignIn);
  const chooseSignUp = useOnboardingStore((state) => state.chooseSignUp);
  const back = useOnboardingStore((state) => state.back);
  const isSignUp = authMode === 'signup';

  return (
    <OnboardingStep
      topBar={<BackButton onClick={back} />}
      title={isSignUp ? 'Create your account' : 'Welcome back'}
      lead={isSignUp ? 'Join our supportive community' : 'Sign in to continue'}
    >
      {isSignUp && !stepsTaken ? (
        <SafetyStepsFirst onContinue={chooseSignUp} />
      ) : (
        <>
          {isSignUp ? <SignUpForm /> : <SignInForm />}
          <div className="divider" role="separator">
            <span>or</span>
          </div>
          <button
            type="button"
            className="button button--outline button--block"
            onClick={isSignUp ? startGoogleSignUp : startGoogleSignIn}
          >
            Continue with Google
          </button>
        </>
      )}
      <button type="button" className="link-button link-button--quiet" onClick={isSignUp ? chooseSignIn : chooseSignUp}>
        {isSignUp ? 'Already have an account? ' : "Don't have an account? "}
        <span className="link-button__emphasis">{isSignUp ? 'Sign in' : 'Sign up'}</span>
      </button>
      <AuthFooter />
    </OnboardingStep>
  );
}
