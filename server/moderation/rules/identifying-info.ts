import { IDENTIFYING_INFO_REASON } from '../reasons.js';
import { findContactRequests } from './contact-requests.js';
import { describeFindings, strongestScore } from './findings.js';
import { findHomeAddresses } from './home-addresses.js';
import { findNamedPeople } from './named-people.js';
import type { NormalizedText } from './normalize.js';
import { findOnlineContacts } from './online-contacts.js';
import { findPhoneNumbers } from './phone-numbers.js';
import { findPostcodes } from './postcodes.js';
import { findStreetAddresses } from './street-addresses.js';
import type { BlockingCheckResult } from './types.js';

const FULL_NAME_SHARED = /\bmy (?:full|real|last|legal) name is\b|\bmy surname is\b/g;

/**
 * Anonymity pledge: phone numbers, e-mail, links, social handles, street addresses and postcodes, a full
 * name given as one's own or with where the person can be found, and asking a member for such details.
 */
export function checkIdentifyingInfo(text: NormalizedText): BlockingCheckResult {
  const findings = [
    ...findPhoneNumbers(text.plain),
    ...findOnlineContacts(text.plain),
    ...findStreetAddresses(text.plain),
    ...findHomeAddresses(text.plain),
    ...findPostcodes(text.plain),
    ...findNamedPeople(text.plain),
    ...findContactRequests(text.plain),
    ...[...text.plain.matchAll(FULL_NAME_SHARED)].map((match) => ({ signal: 'full_name', excerpt: match[0], score: 0.9 })),
  ];
  const blocked = findings.length > 0;
  return {
    check: 'identifying_info',
    score: strongestScore(findings),
    blocked,
    ...(blocked && { reason: IDENTIFYING_INFO_REASON }),
    matches: describeFindings(findings),
  };
}
