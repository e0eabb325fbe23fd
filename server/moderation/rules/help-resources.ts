/**
 * Public help resources. Pointing another member to a crisis or help line is kind and identifies
 * no one, so the identifying-info rule lets exactly these numbers and sites through.
 */

/** Public hotlines members may share; compared on their digits, with or without a leading 1 / +1. */
const HELP_LINE_NUMBERS = [
  '988', // Suicide & Crisis Lifeline (US)
  '911', // Emergency (US, CA)
  '741741', // Crisis Text Line
  '1-800-273-8255', // former US lifeline, 1-800-273-TALK
  '1-800-799-7233', // National Domestic Violence Hotline (US), 1-800-799-SAFE
  '1-866-488-7386', // Trevor Project
  '1-800-656-4673', // RAINN
  '1-800-662-4357', // SAMHSA National Helpline
  '1-877-565-8860', // Trans Lifeline
  '1-800-422-4453', // Childhelp National Child Abuse Hotline (US), already allowed before this list
  '116 123', // Samaritans (UK, IE)
  '999', // Emergency (UK)
  '112', // Emergency (EU)
  '000', // Emergency (AU)
  '13 11 14', // Lifeline (AU)
  '1-833-456-4566', // Talk Suicide Canada
  '85258', // Shout (UK)
  '0808 2000 247', // National Domestic Abuse Helpline (UK, run by Refuge)
  '0808 801 0677', // Beat, the eating disorder charity (UK)
  '1800 55 1800', // Kids Helpline (AU)
];

/** Public help sites members may link to; a link counts when its host is one of these or a subdomain. */
const HELP_SITE_DOMAINS = [
  '988lifeline.org',
  'suicidepreventionlifeline.org',
  'crisistextline.org',
  'thetrevorproject.org',
  'translifeline.org',
  'thehotline.org',
  'rainn.org',
  'samhsa.gov',
  'nami.org',
  'mentalhealth.gov',
  'nimh.nih.gov',
  'samaritans.org',
  'mind.org.uk',
  'giveusashout.org',
  'lifeline.org.au',
  'beyondblue.org.au',
  'talksuicide.ca',
  'findahelpline.com',
  'iasp.info',
  'befrienders.org',
  'childhelp.org', // already allowed before this list
];

/** "1 800 799 7233" and "800 799 7233" are the same US number. */
function withoutUsCountryCode(digits: string): string {
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

const HELP_LINE_DIGITS = new Set(HELP_LINE_NUMBERS.map((number) => withoutUsCountryCode(number.replace(/\D/g, ''))));

/** `digits`: a number's digits only, as the phone-number reader extracts them. */
export function isHelpLineNumber(digits: string): boolean {
  return HELP_LINE_DIGITS.has(withoutUsCountryCode(digits));
}

/**
 * `link`: one whole link as written, with or without a scheme ("https://988lifeline.org/chat",
 * "www.nami.org", "mind.org.uk/information"). Any "@" fails it: a user-info part
 * ("nami.org@evil.com" goes to evil.com) or an address or handle riding in the path.
 */
export function isHelpResourceLink(link: string): boolean {
  if (/@|%40/i.test(link)) return false;
  let host: string;
  try {
    host = new URL(/^https?:\/\//.test(link) ? link : `https://${link}`).hostname.replace(/\.$/, '');
  } catch {
    return false;
  }
  return HELP_SITE_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}
