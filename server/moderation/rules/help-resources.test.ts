import { describe, expect, it } from 'vitest';
import { isHelpLineNumber, isHelpResourceLink } from './help-resources.js';
import { checkIdentifyingInfo } from './identifying-info.js';
import { normalizeText } from './normalize.js';

const REASON = "To protect everyone's anonymity, please don't share contact details or other identifying information.";
const check = (text: string) => checkIdentifyingInfo(normalizeText(text));

describe('help lines and help sites pass the identifying-info check', () => {
  it.each([
    ['988', 'If tonight gets too heavy, please call or text 988. You deserve support.'],
    ['911', 'If you are in danger right now, call 911, we want you safe.'],
    ['Crisis Text Line', 'you can text HOME to 741741, it helped me when I could not talk'],
    ['old US lifeline', 'The lifeline at 1-800-273-8255 still connects you.'],
    ['old US lifeline spelled out', '1-800-273-TALK was who I called that night'],
    ['spelled out, in a message with a contact cue', 'I can\'t text you privately here, but call 1-800-273-TALK anytime.'],
    ['domestic violence hotline', 'Please call 1-800-799-7233, they helped me leave safely.'],
    ['domestic violence hotline spelled out', 'reach me here anytime, and 1-800-799-SAFE is there 24/7'],
    ['domestic violence hotline with +1', 'Text or call +1 (800) 799-7233 when he is out of the house.'],
    ['domestic violence hotline without the 1', 'the hotline is 800.799.7233 and it is free'],
    ['Trevor Project', 'The Trevor Project (1-866-488-7386) gets it, I promise.'],
    ['RAINN', 'RAINN is 1 800 656 4673 and you can stay anonymous.'],
    ['SAMHSA', 'SAMHSA at 1-800-662-4357 helped my brother find a program.'],
    ['Trans Lifeline', 'Trans Lifeline is run by trans people: 877-565-8860'],
    ['Samaritans', 'In the UK, Samaritans are on 116 123, day or night.'],
    ['UK and EU emergency', 'call 999 or 112 if you are not safe'],
    ['Lifeline AU', 'if you are in Australia, Lifeline is 13 11 14, or 000 in an emergency'],
    ['Talk Suicide Canada', 'Talk Suicide Canada: 1-833-456-4566. Sending you strength.'],
    ['Shout', 'Text SHOUT to 85258, they are kind.'],
    ['UK National Domestic Abuse Helpline', 'Refuge runs the domestic abuse helpline on 0808 2000 247, day and night.'],
    ['Kids Helpline AU', 'Kids Helpline (1800 55 1800) is free for anyone aged 5 to 25 in Australia.'],
    ['a spoken help line', 'you can text seven four one seven four one any time'],
    ['988 Lifeline site', '988lifeline.org has a chat if calling feels like too much.'],
    ['site with a scheme and path', 'This page helped me: https://988lifeline.org/chat/'],
    ['www and a path', 'www.thetrevorproject.org/get-help has a chat for LGBTQ youth'],
    ['a government site with a path', 'https://www.samhsa.gov/find-help/national-helpline lists free options'],
    ['a subdomain', 'go to chat.988lifeline.org if you cannot call'],
    ['a site of a subdomain-domain', 'nimh.nih.gov explains it better than I can'],
    ['a .org.uk site', 'mind.org.uk has pages on grief that I reread a lot'],
    ['a .org.au site in brackets', 'Beyond Blue (beyondblue.org.au) has a forum too.'],
    ['at the end of a sentence', 'I found a counselor through findahelpline.com.'],
    ['several sites', 'nami.org, rainn.org and thehotline.org all have chats'],
    ['a .ca site with a scheme', 'https://talksuicide.ca is open all night'],
    ['a help line and a help site together', 'Call 988 or visit https://988lifeline.org, you are not alone.'],
  ])('%s', (_label, text) => {
    expect(check(text)).toEqual({ check: 'identifying_info', score: 0, blocked: false, matches: [] });
  });
});

describe('personal numbers and lookalike links stay blocked', () => {
  it.each([
    ['a number one digit off a hotline', 'call me at 1-800-799-7234 instead', 'phone_number: "1-800-799-7234"'],
    ['a UK number one digit off the abuse helpline', 'ring me on 0808 2000 248 tonight', 'phone_number: "0808 2000 248"'],
    ['a number starting with 988', 'my cell is 988-555-0142, text anytime', 'phone_number: "988-555-0142"'],
    ['988 run into a number', 'call 988 555 0142 tonight', 'phone_number: "988 555 0142"'],
    ['a hotline with an extra digit', 'call me at 1-800-799-72331', 'phone_number: "1-800-799-72331"'],
    ['741741 with more digits', 'text me on 741741 5555', 'phone_number: "741741 5555"'],
    ['a lookalike vanity number', 'text me, or call 1-800-799-SAFT', 'phone_number: "1-800-799"'],
    ['a help domain in front of another', 'read 988lifeline.org.evil.com first', 'link: "988lifeline.org.evil.com"'],
    ['a help domain in front of another, with a scheme', 'https://988lifeline.org.evil.com/chat', 'link: "https://988lifeline.org.evil.com/chat"'],
    ['a help domain inside a longer name', 'notnami.org has the same info', 'link: "notnami.org"'],
    ['a help domain with a hyphenated prefix', 'see evil-988lifeline.org', 'link: "evil-988lifeline.org"'],
    ['a therapist directory', 'find my profile on psychologytoday.com', 'link: "psychologytoday.com"'],
    ['a personal practice site', 'my practice is at https://janedoecounseling.com', 'link: "https://janedoecounseling.com"'],
    ['a help domain under a country code it does not use', 'try 988lifeline.org.au', 'link: "988lifeline.org"'],
    ['a handle in a help site path', 'nami.org/@quietfox22', 'link: "nami.org/@quietfox22"'],
    ['another link in a help site link', 'https://988lifeline.org/?next=mysite.com', 'link: "https://988lifeline.org/?next=mysite.com"'],
  ])('%s', (_label, text, match) => {
    const result = check(text);
    expect(result).toMatchObject({ check: 'identifying_info', blocked: true, reason: REASON });
    expect(result.matches).toEqual([match]);
  });

  it('blocks a user-info part that sends a help domain elsewhere', () => {
    const result = check('https://nami.org@evil.com');
    expect(result).toMatchObject({ blocked: true, reason: REASON });
    expect(result.matches).toContain('link: "https://nami.org@evil.com"');
  });

  it('blocks a user-info part in front of a help domain', () => {
    const result = check('https://me:secret@nami.org/help');
    expect(result).toMatchObject({ blocked: true, reason: REASON });
    expect(result.matches).toContain('link: "https://me:secret@nami.org/help"');
  });

  it('blocks a personal e-mail address at a help domain', () => {
    expect(check('you can write to someone@nami.org, she answered me')).toMatchObject({
      blocked: true,
      reason: REASON,
      matches: ['email: "someone@nami.org"'],
    });
  });

  it('blocks a social handle named after a help line', () => {
    expect(check('follow @988lifeline_fan for daily posts')).toMatchObject({
      blocked: true,
      reason: REASON,
      matches: ['social_handle: "@988lifeline_fan"'],
    });
  });

  it('blocks a message with a help site and a personal number', () => {
    expect(check('988lifeline.org is great, or call me at 555-123-4567')).toMatchObject({
      blocked: true,
      reason: REASON,
      matches: ['phone_number: "555-123-4567"'],
    });
  });

  it('blocks a message with a help line and a personal link', () => {
    expect(check('call 988 tonight, and read my story at https://mysadstory.com')).toMatchObject({
      blocked: true,
      reason: REASON,
      matches: ['link: "https://mysadstory.com"'],
    });
  });

  it('blocks a message with a help line and a personal handle', () => {
    expect(check('text HOME to 741741, and my insta is sunflower.jen')).toMatchObject({
      blocked: true,
      reason: REASON,
      matches: ['social_handle: "my insta is sunflower.jen"'],
    });
  });
});

describe('isHelpLineNumber', () => {
  it('compares digits with or without the US country code', () => {
    expect(isHelpLineNumber('8007997233')).toBe(true);
    expect(isHelpLineNumber('18007997233')).toBe(true);
    expect(isHelpLineNumber('988')).toBe(true);
    expect(isHelpLineNumber('116123')).toBe(true);
    expect(isHelpLineNumber('131114')).toBe(true);
  });

  it('does not match a number that only starts like a help line', () => {
    expect(isHelpLineNumber('8007997234')).toBe(false);
    expect(isHelpLineNumber('9885550142')).toBe(false);
    expect(isHelpLineNumber('1988')).toBe(false);
    expect(isHelpLineNumber('28007997233')).toBe(false);
  });
});

describe('isHelpResourceLink', () => {
  it.each(['https://988lifeline.org', 'http://www.nami.org/help', 'mind.org.uk/information-support', 'https://chat.988lifeline.org:443/', 'https://nami.org./x'])(
    'allows %s',
    (link) => expect(isHelpResourceLink(link)).toBe(true),
  );

  it.each(['https://nami.org@evil.com', 'https://@nami.org', 'https://nami.org%40evil.com', 'https://evil.com\\.nami.org', 'https://evil.com/nami.org', 'nami.org.evil.com', 'https://988lifel\u0456ne.org', 'lifeline.org'])(
    'blocks %s',
    (link) => expect(isHelpResourceLink(link)).toBe(false),
  );
});
