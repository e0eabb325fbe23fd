import { create } from 'zustand';
import { ONBOARDING_LAST_STEP } from '../../shared/constants.js';

export type AuthMode = 'signup' | 'signin';

export const ONBOARDING_FIRST_STEP = 0;
export const ONBOARDING_STEP_COUNT = ONBOARDING_LAST_STEP + 1;
/** "Stop: Kindred Is Not Emergency Care"; the pledge follows it. */
export const SAFETY_STEP = 3;

interface OnboardingState {
  step: number;
  authMode: AuthMode;
  /** Ticked and confirmed on the safety step during this onboarding. */
  safetyAcknowledged: boolean;
  /** "I Agree to Uphold the Pledge" chosen during this onboarding. */
  pledgeAccepted: boolean;
  next: () => void;
  back: () => void;
  /** "Already have an account? Sign in": straight to the auth step in sign-in mode. */
  skipToSignIn: () => void;
  /** Sign-in never asks for the safety steps again. */
  chooseSignIn: () => void;
  /**
   * Sign-up needs both safety steps: without them the member is walked to the safety step first,
   * and the auth step opens in sign-up mode once they are taken.
   */
  chooseSignUp: () => void;
  acknowledgeSafety: () => void;
  acceptPledge: () => void;
  reset: () => void;
}

const initialState = {
  step: ONBOARDING_FIRST_STEP,
  authMode: 'signup' as AuthMode,
  safetyAcknowledged: false,
  pledgeAccepted: false,
};

export const useOnboardingStore = create<OnboardingState>()((set) => ({
  ...initialState,
  next: () => set((state) => ({ step: Math.min(state.step + 1, ONBOARDING_LAST_STEP) })),
  back: () => set((state) => ({ step: Math.max(state.step - 1, ONBOARDING_FIRST_STEP) })),
  skipToSignIn: () => set({ step: ONBOARDING_LAST_STEP, authMode: 'signin' }),
  chooseSignIn: () => set({ authMode: 'signin' }),
  chooseSignUp: () =>
    set((state) => (safetyStepsTaken(state) ? { authMode: 'signup' } : { authMode: 'signup', step: SAFETY_STEP })),
  acknowledgeSafety: () => set({ safetyAcknowledged: true }),
  acceptPledge: () => set({ pledgeAccepted: true }),
  reset: () => set(initialState),
}));

export function safetyStepsTaken(state: Pick<OnboardingState, 'safetyAcknowledged' | 'pledgeAccepted'>): boolean {
  return state.safetyAcknowledged && state.pledgeAccepted;
}
