import { CRISIS_LINE_NUMBER, EMERGENCY_NUMBER } from '../../shared/constants.js';

/** Member-facing reasons, one per pledge rule. Tests assert them word for word. */

export const IDENTIFYING_INFO_REASON =
  "To protect everyone's anonymity, please don't share contact details or other identifying information.";

export const DIAGNOSIS_REASON =
  "Our pledge is to speak as a peer, not a therapist, so please don't diagnose anyone. Sharing how their words touched you, or what you've lived through, helps more.";

export const MEDICATION_ADVICE_REASON =
  "Our pledge is to speak as a peer, not a therapist, so please leave medication advice to their doctor. You're welcome to share your own experience instead.";

export const DIRECTIVE_REASON =
  "Our pledge is to speak as a peer, not a therapist, so please don't tell someone what they should do. Try offering validation, or sharing what helped you.";

/** Pledge rule (b): harsh, insulting or threatening words aimed at a person. */
export const HARSH_WORDS_REASON =
  'Our pledge is to keep Kindred kind, and some of these words could hurt someone. Please try saying it more gently.';

/** Pledge rule (b): hate against people for who they are. */
export const HATE_REASON =
  'Kindred is a safe place for everyone, whoever they are and whoever they love. Words that put down a group of people are not welcome here.';

/** Pledge rule (b): condescension, dismissing or minimising what someone feels. */
export const CONDESCENDING_REASON =
  "Our pledge is to guard the tone, and this could make someone feel their pain doesn't count. Please try acknowledging what they feel.";

/** Pledge rule (b): sarcasm or mockery. */
export const SARCASM_REASON =
  'Our pledge is to guard the tone, and sarcasm can sting someone who is already hurting. Please try saying what you mean kindly.';

/** Pledge rule (b): blame, shaming or moralising. */
export const JUDGMENT_REASON =
  'Our pledge is to guard the tone: no judgment, condescension or sarcasm. Please try saying it in a way that leaves them feeling understood.';

/** Pledge rule (a), read by the classifier: diagnoses, medication advice or orders in any wording. */
export const CLINICAL_REASON =
  "Our pledge is to speak as a peer, not a therapist, so please leave diagnoses, medication and big decisions to them and their doctor. Sharing what you've lived through helps more.";

/** Encouraging self-harm, suicide, disordered eating, relapse or danger. */
export const HARMFUL_REASON =
  'This could put someone in danger, so it cannot be shared. If you are struggling yourself, you deserve support too: call or text ' +
  `${CRISIS_LINE_NUMBER}.`;

export const CRISIS_REASON =
  `Thank you for trusting us with this. You don't have to carry it alone: a person from our team will read your message. ` +
  `If you are in danger or might act on these thoughts, call or text ${CRISIS_LINE_NUMBER}, or call ${EMERGENCY_NUMBER}, now.`;
