import { MINIMUM_AGE, PRODUCT_NAME } from '../../../shared/constants.js';
import { LegalPage } from '../../components/LegalPage.js';

export function PrivacyPolicyScreen() {
  return (
    <LegalPage title="Privacy Policy">
      <p>
        {PRODUCT_NAME} is a place to share what you are carrying. We take the trust that asks for seriously, so here is,
        in plain words, what we keep and why.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>Your email address, and your password stored only as a secure one-way hash (or your Google account email if you sign in with Google).</li>
        <li>The anonymous name and avatar you choose.</li>
        <li>What you share: text messages, voice recordings, the written transcripts of those recordings, and your replies.</li>
        <li>Your activity in the community, such as streaks, badges and notifications.</li>
        <li>A session cookie that keeps you signed in. We use no advertising or tracking cookies, and we never sell your data.</li>
      </ul>

      <h2>AI transcription and moderation</h2>
      <p>
        Voice messages are turned into text, and every message and reply is checked by automated moderation for kindness
        before anyone else sees it. This runs on the community&apos;s own server: your words are not sent to any
        third-party AI service. Messages that suggest someone may be at risk are held for a person to review, and the
        community&apos;s administrators can see messages when they moderate.
      </p>

      <h2>What other members see</h2>
      <p>
        Other members see your anonymous name and avatar, your badges and your approved messages. Your email address is
        never shown to them.
      </p>

      <h2>Your right to delete your account</h2>
      <p>
        You can delete your account at any time from Profile, Account Settings, Delete Account. Your account, messages,
        recordings and replies are removed permanently.
      </p>

      <h2>Minimum age</h2>
      <p>You must be at least {MINIMUM_AGE} years old to use {PRODUCT_NAME}.</p>

      <h2>Changes to this policy</h2>
      <p>If this policy changes, we will update this page and the date at the top.</p>
    </LegalPage>
  );
}
