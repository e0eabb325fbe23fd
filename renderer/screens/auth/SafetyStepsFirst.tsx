import { AUTH_MESSAGES } from '../../../shared/schemas/auth.js';

/** In sign-up mode without the two safety steps: no form, only the way to them. */
export function SafetyStepsFirst({ onContinue }: { onContinue: () => void }) {
  return (
    <div className="notice notice--gentle">
      <p>{AUTH_MESSAGES.safetyStepsRequired}</p>
      <button type="button" className="button button--primary button--block" onClick={onContinue}>
        Read the safety notice
      </button>
    </div>
  );
}
