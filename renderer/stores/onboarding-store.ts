import { create } from 'zustand';
import { ONBOARDING_LAST_STEP } from '../../shared/constants.js';

export type AuthMode = 'signup' | 'signin';

export const ONBOARDING_FIRST_STEP = 0;
export const ONBOARDING_STEP_COUNT = ONBOARDING_LAST_STEP + 1;

interface OnboardingState {
  step: number;
  authMode: AuthMode;
  next: () => void;
  back: () => void;
  /** "Already have an account? Sign in": straight to the auth step in sign-in mode. */
  skipToSignIn: () => void;
  setAuthMode: (mode: AuthMode) => void;
  reset: () => void;
}

const initialState = { step: ONBOARDING_FIRST_STEP, authMode: 'signup' as AuthMode };

export const useOnboardingStore = create<OnboardingState>()((set) => ({
  ...initialState,
  next: () => set((state) => ({ step: Math.min(state.step + 1, ONBOARDING_LAST_STEP) })),
  back: () => set((state) => ({ step: Math.max(state.step - 1, ONBOARDING_FIRST_STEP) })),
  skipToSignIn: () => set({ step: ONBOARDING_LAST_STEP, authMode: 'signin' }),
  setAuthMode: (authMode) => set({ authMode }),
  reset: () => set(initialState),
}));
