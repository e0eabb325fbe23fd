import {
  CRISIS_LINE_NUMBER,
  CRISIS_LINE_URL,
  EMERGENCY_NUMBER,
  MINIMUM_AGE,
  PREMIUM_PRICE_USD,
  PREMIUM_PRODUCT_ID,
  PRODUCT_NAME,
} from '../../../shared/constants.js';
import { LegalPage } from '../../components/LegalPage.js';

export function TermsOfServiceScreen() {
  return (
    <LegalPage title="Terms of Service">
      <p>
        Thank you for being part of {PRODUCT_NAME}. By using it you agree to these terms, which exist to keep this a
        safe and gentle place for everyone.
      </p>

      <h2>{PRODUCT_NAME} is not emergency care</h2>
      <p>
        {PRODUCT_NAME} offers peer-to-peer support only. It is not therapy, not medical care and not a substitute for
        professional treatment. If you are in crisis or thinking about harming yourself, please call {EMERGENCY_NUMBER}{' '}
        or your local emergency number, or reach the{' '}
        <a href={CRISIS_LINE_URL} target="_blank" rel="noopener noreferrer">
          24/7 crisis hotline at {CRISIS_LINE_NUMBER}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        .
      </p>

      <h2>Community rules</h2>
      <p>Everyone here takes the Community Safety Pledge:</p>
      <ul>
        <li>Speak as a peer, not a therapist: offer validation and empathy; never diagnose, give clinical advice or tell someone what they &quot;should&quot; do.</li>
        <li>Keep the tone kind: judgment, condescension and sarcasm are not welcome, and messages that read that way are blocked.</li>
        <li>Protect anonymity, yours and everyone else&apos;s: use your anonymous name and avatar, and never share identifying personal information.</li>
      </ul>
      <p>You must be at least {MINIMUM_AGE} years old to join.</p>

      <h2>Premium</h2>
      <p>
        Premium is optional and costs ${PREMIUM_PRICE_USD.toFixed(2)} per month (product {PREMIUM_PRODUCT_ID}), renewing
        monthly. It adds a gold crown badge, a custom username and profile photo, and early access to new features. You
        can cancel at any time, and you will not be charged again after you cancel.
      </p>

      <h2>Account termination</h2>
      <p>
        You can delete your account whenever you like from your profile. We may suspend or close an account that breaks
        the community rules or puts other members at risk.
      </p>
    </LegalPage>
  );
}
