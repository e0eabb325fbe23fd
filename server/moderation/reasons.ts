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

/** Pledge rule (b), for the tone classifiers: harsh or insulting words. */
export const HARSH_WORDS_REASON =
  'Our pledge is to keep Kindred kind, and some of these words could hurt someone. Please try saying it more gently.';

/** Pledge rule (b), for the tone classifiers: judgment, condescension or sarcasm. */
export const JUDGMENT_REASON =
  'Our pledge is to guard the tone: no judgment, condescension or sarcasm. Please try saying it in a way that leaves them feeling understood.';

export const CRISIS_REASON =
  `Thank you for trusting us with this. You don't have to carry it alone: a person from our team will read your message. ` +
  `If you are in danger or might act on these thoughts, call or text ${CRISIS_LINE_NUMBER}, or call ${EMERGENCY_NUMBER}, now.`;
