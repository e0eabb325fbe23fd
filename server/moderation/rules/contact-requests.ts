import { clauseBefore, isQuoted } from './clauses.js';
import type { Finding } from './findings.js';

/**
 * Asking a member for what the pledge keeps private: "what's your snap?", "give me your email", "dm me
 * your address", "what school do you go to?". Asking for a help line or where help is ("is there a
 * crisis team where you live?", "what's your gp's number?") is not this, nor is the advice not to
 * ("please don't post your address", "you don't need to give me your number"), nor a quoted stranger.
 */
const ASKING = "what'?s|whats|what is|give me|send me|dm me|pm me|message me|text me|drop|share|post|tell me|can i (?:have|get)|could i (?:have|get)|may i have";
const PRIVATE_DETAILS =
  'number|digits|email|e-mail|address|snap|snapchat|insta|instagram|discord|whatsapp|kik|telegram|tiktok|twitter|facebook|fb|handle|socials|real name|full name|surname|last name|postcode|zip code';
/** Not "what's your number one tip" or "what's your number on the pain scale". */
const ASK_FOR_DETAILS = new RegExp(
  `\\b(?:${ASKING}) (?:your|ur|yer)(?: (?:mum|mom|dad|parent|sister|brother|partner)s?(?:'s|s')?)? (?:phone |mobile |cell |home |personal |private |email |e-mail )?(?:${PRIVATE_DETAILS})\\b(?! (?:one|1|on|out|from|for|of)\\b)`,
  'g',
);
const ASK_WHERE =
  /\btell me where (?:you|u) live\b|\b(?:which|what) (?:town|city|area|village|year|form|class) (?:are|r) (?:you|u) (?:in|from)\b|\bwhere (?:do|abouts do|abouts) (?:you|u) (?:work|live)\b|\b(?:your|ur|a personal|a private) (?:number|snap|email|insta)(?: [a-z]+){0,2} i can (?:text|call|ring|message|add|dm)\b|\b(?:post|share|put up) (?:his|her|their) (?:full |real )?(?:name|address|workplace|number)\b|\b(?:come (?:and )?find me (?:at|in)|ill (?:come and )?find (?:you|u) at|meet (?:me|up) (?:irl|in person)|(?:if )?(?:anyone|any1|anybody|someone) (?:here )?(?:wants|fancies|wanna|want) to meet(?: up| me)?(?= *(?:$|[.!?,]| for| tonight| today| irl))|(?:come|pop) (?:and )?(?:find|see) me at)\b|\bwhat (?:school|street|road|estate|uni|college) (?:do|are|is) (?:you|u)\b|\bwhat street\?/g;

const ADVISED_AGAINST = /\b(?:don't|dont|do not|never|no need|not|shouldn't|shouldnt|won't|wont|careful|avoid|stop)\b/;

export function findContactRequests(plain: string): Finding[] {
  return [...plain.matchAll(ASK_FOR_DETAILS), ...plain.matchAll(ASK_WHERE)]
    .filter((match) => !ADVISED_AGAINST.test(clauseBefore(plain, match.index!)) && !isQuoted(plain, match.index!))
    .map((match) => ({ signal: 'contact_request', excerpt: match[0], score: 0.85 }));
}
