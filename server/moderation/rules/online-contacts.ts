import type { Finding } from './findings.js';
import { isHelpResourceLink } from './help-resources.js';

const EMAIL = /(?<![a-z0-9._%+-])[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/g;
const SPOKEN_EMAIL =
  /(?<![a-z0-9._-])[a-z0-9._-]+ ?(?:\(at\)|\[at\]|\{at\}| at ) ?[a-z0-9-]+(?: ?(?:\(dot\)|\[dot\]|\{dot\}| dot ) ?(?:com|net|org|edu|io|co|me|us|uk|ca|de)|\.(?:com|net|org|edu|io))\b/g;
const MAIL_PROVIDER = /(?<![a-z0-9._-])[a-z0-9._-]+ ?(?: at |@ ?|\(at\) ?|\[at\] ?)(?:gmail|googlemail|hotmail|icloud|protonmail|proton mail|yahoo mail|gmx|yandex)\b/g;

const URL_WITH_SCHEME = /\bhttps?:\/\/[^\s"'<>]+/g;
const URL_WITH_WWW = /\bwww\.[^\s"'<>]+/g;
/** Top-level domains that are not also short English words, so "tired.so" or "him.it" is not a link. */
const DISTINCT_TLDS = 'com|net|org|edu|gov|io|ly|gg|xyz|info|biz|tv';
const WORD_LIKE_TLDS = 'me|co|us|uk|ca|de|fr|au|nz|in|to|be|it|so|ai|ru|nl|es|ch|se|no|fi|jp|br|ie|cc|fm|la|sh';
const BARE_DOMAIN = new RegExp(
  `(?<![\\w@.-])(?:[a-z0-9-]+\\.)+(?:(?:${DISTINCT_TLDS})\\b(?:/[^\\s"'<>]*)?|(?:${WORD_LIKE_TLDS})/[^\\s"'<>]+|(?:${WORD_LIKE_TLDS})\\.(?:uk|au|nz|in|jp|br)\\b)`,
  'g',
);
const SPOKEN_DOMAIN = /(?<![a-z0-9-])[a-z0-9-]{2,} dot (?:com|net|org|io|co|me|gg|ly|app)\b/g;

const PLATFORMS =
  'insta|instagram|snap|snapchat|discord|tiktok|tik tok|twitter|telegram|whatsapp|whats app|kik|facebook|fb|messenger|reddit|tumblr|wechat|skype|bluesky|bsky|twitch|steam|psn|xbox|venmo|cashapp|cash app|linkedin|pinterest|hinge|tinder|bumble|youtube';
/** Short names that are also ordinary words ("ig" is "I guess"): they count only before ":" or a handle. */
const AMBIGUOUS_PLATFORMS = 'ig|sc|x|tg|signal|threads|yt|wa';

const AT_HANDLE = /(?<![\w.@/])@[a-z0-9_](?:[a-z0-9_.]{1,29})/g;
const SOLICITATION = new RegExp(
  `\\b(?:add|follow|find|dm|message|msg|text|hmu|hit|reach|contact|friend|chat with|talk to|pm) (?:me|us)(?: up)? (?:on|at|over|via|through|in) (?:${PLATFORMS})\\b`,
  'g',
);
const PLATFORM_LABEL = new RegExp(`\\b(?:${PLATFORMS}|${AMBIGUOUS_PLATFORMS}) ?(?:handle|username|user name|user|id|tag|name|account|acc)? ?[:=] ?@?[a-z0-9_.#]{2,}`, 'g');
const MY_PLATFORM_IS = new RegExp(
  `\\bmy (?:${PLATFORMS})(?: handle| username| user name| user| id| tag| name| account| acc)?(?: is|'s| -)? @?([a-z0-9_.]{3,30})(?<rest>[ ,.!?]+[a-z]*|$)`,
  'g',
);
/** What people say about their account, as opposed to its name. */
const ACCOUNT_WORDS = new Set(['private', 'public', 'deleted', 'gone', 'dead', 'down', 'empty', 'boring', 'toxic', 'fake', 'locked', 'banned', 'hacked', 'inactive', 'blocked', 'suspended', 'new', 'old', 'off', 'on', 'everything', 'nothing', 'full', 'weird', 'broken', 'different', 'better', 'worse', 'mine',
  'friends', 'feed', 'page', 'posts', 'followers', 'account', 'profile', 'messages', 'dms', 'story', 'stories', 'memories', 'photos', 'pics', 'streaks', 'app']);
const HANDLE_FOLLOWERS = /^[ ,.!?]*(?:so|and|if|add|follow|hit|hmu|dm|message|msg|feel|lmk|text)?$/;
const DISCORD_TAG = /\b[a-z0-9_.]{2,32}#\d{4}\b/g;
const REDDIT_USER = /(?<![\w/])u\/[a-z0-9_-]{3,}/g;

export function findOnlineContacts(plain: string): Finding[] {
  const findings: Finding[] = [];
  const add = (signal: string, pattern: RegExp, keep: (match: RegExpMatchArray) => boolean = () => true): void => {
    for (const match of plain.matchAll(pattern)) if (keep(match)) findings.push({ signal, excerpt: match[0].trim(), score: 0.95 });
  };
  add('email', EMAIL);
  add('email', SPOKEN_EMAIL, (match) => !alreadyFound(findings, match));
  add('email', MAIL_PROVIDER, (match) => !alreadyFound(findings, match));
  const isHelpSite = (match: RegExpMatchArray): boolean => {
    const link = wholeLinkAt(plain, match);
    return isHelpResourceLink(link) && !carriesAnotherLink(link);
  };
  add('link', URL_WITH_SCHEME, (match) => !isHelpSite(match));
  add('link', URL_WITH_WWW, (match) => !isHelpSite(match) && !alreadyFound(findings, match));
  add('link', BARE_DOMAIN, (match) => !isHelpSite(match) && !alreadyFound(findings, match) && !isInsideEmail(plain, match));
  add('link', SPOKEN_DOMAIN, (match) => !alreadyFound(findings, match));
  add('social_handle', AT_HANDLE, (match) => isHandle(match[0]) && !isInsideEmail(plain, match));
  add('social_handle', SOLICITATION);
  add('social_handle', PLATFORM_LABEL);
  add('social_handle', MY_PLATFORM_IS, (match) => looksLikeHandle(match[1], match.groups?.rest ?? ''));
  add('social_handle', DISCORD_TAG);
  add('social_handle', REDDIT_USER);
  return findings;
}

function alreadyFound(findings: Finding[], match: RegExpMatchArray): boolean {
  return findings.some((finding) => finding.excerpt.includes(match[0]));
}

const SCHEME = /https?:\/\//g;
const LINK_CHARACTERS = /^[^\s"'<>]+/;
const LINK_BEFORE = /[^\s"'<>]*$/;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

/**
 * The whole link a match belongs to: from the last scheme before it in the same word (a domain in a
 * link's path belongs to that link), else from the match, to the end of the word, less the sentence's
 * punctuation. A bare domain match stops early ("lifeline.org" of "lifeline.org.au"), so its host is read here.
 */
function wholeLinkAt(plain: string, match: RegExpMatchArray): string {
  const index = match.index ?? 0;
  const wordBefore = LINK_BEFORE.exec(plain.slice(0, index))?.[0] ?? '';
  let start = index;
  for (const scheme of wordBefore.matchAll(SCHEME)) start = index - wordBefore.length + (scheme.index ?? 0);
  const link = LINK_CHARACTERS.exec(plain.slice(start))?.[0] ?? match[0];
  return link.replace(TRAILING_PUNCTUATION, '');
}

/** "988lifeline.org/?next=mysite.com": a help site's link may not carry another link in its path. */
function carriesAnotherLink(link: string): boolean {
  const afterHost = link.replace(/^https?:\/\//, '').replace(/^[^/?#\\]*/, '');
  return [URL_WITH_SCHEME, URL_WITH_WWW, BARE_DOMAIN].some((pattern) => afterHost.search(pattern) !== -1);
}

function isInsideEmail(plain: string, match: RegExpMatchArray): boolean {
  const index = match.index ?? 0;
  const start = plain.lastIndexOf(' ', index) + 1;
  const end = plain.indexOf(' ', index);
  const word = plain.slice(start, end === -1 ? undefined : end);
  return /[a-z0-9._%+-]+@[a-z0-9-]+\.[a-z]/.test(word) && word.indexOf('@') < index - start + 1;
}

/** "@5pm" or "@ 6" is the word "at", not a handle. */
function isHandle(handle: string): boolean {
  return /[a-z]/.test(handle) && !/^@\d{1,2}(?::\d\d)?(?:am|pm|ish)?$/.test(handle);
}

/** "my insta is janedoe_22" shares a handle; "my insta is full of happy people" does not. */
function looksLikeHandle(handle: string, rest: string): boolean {
  const name = handle.replace(/\.+$/, '');
  if (/[0-9_.]/.test(name)) return true;
  return !ACCOUNT_WORDS.has(name) && HANDLE_FOLLOWERS.test(rest);
}
