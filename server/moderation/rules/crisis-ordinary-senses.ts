/**
 * Strong words in their everyday sense, told by what surrounds them: a game lost ("he beat me at darts"),
 * an animal groomed ("i groomed her one last time" about a horse), a threat over a thing broken ("im going
 * to kill my sister, she broke my straighteners"). Each stays a sign when anything says a person was hurt.
 */
import { clauseBefore, previousSentence, sentenceAfter } from './clauses.js';

/** "he beat me at bowling", "theyre beating him at chess now": a game lost, named in the sentence or the one before. */
const A_GAME = /\b(?:bowling|darts|chess|pool|snooker|scrabble|monopoly|cards|poker|fifa|tennis|badminton|squash|golf|ping pong|mario ?kart|board games?|quiz|race|game|match)\b/;
const HURT_DONE =
  /\b(?:bruis\w*|blood|bleeding|black eye|hospital|police|hurt|punch\w*|kick\w*|slap\w*|beat me (?:up|with|till|until|so (?:bad|hard))|(?:my|his|her) (?:eye|face|nose|ribs?|jaw|head|arm|back|lip)|cant see|scared|afraid|terrified)\b/;
/**
 * The game the writer lost, right after the "beat": "beat me at darts", "beat me by forty points".
 * "he beat me at pool then beat me with the cue" and "after the game he beat me" name no loss.
 */
const BEATEN_AT_A_GAME = new RegExp(
  String.raw`^ *(?:again |easily |twice |hands down |so easily )?(?:(?:at|in|on) (?:a |the |our |his |her |their |every )?(?:[a-z]+ ){0,2}?${A_GAME.source.slice(2, -2)}|by (?:\d+|[a-z]+)(?: [a-z]+)? (?:points|goals|runs|strokes|shots|pins|frames|games|sets|seconds|laps|wickets)|\d+ ?(?:-|to|nil) ?\d+)\b`,
);
/** "we went bowling tonight he beat me", "teaching the kids to play chess. theyre beating him now": the game played. */
const A_GAME_PLAYED = new RegExp(String.raw`\b(?:play(?:s|ed|ing)?|went|go(?:es|ing)?|round of|game of|teach(?:ing)?(?: [a-z]+){1,5} to play)(?: [a-z]+){0,3}? ${A_GAME.source.slice(2)}`);
/** "we went bowling and when we got home he beat me": a beating after the game, not the game lost. */
const AFTER_THE_GAME = /\b(?:then|after(?:wards)?|when|got home|later|back home)\b/;
/** "i groomed her one last time" about a horse: an animal cared for, not a child. */
const AN_ANIMAL = /\b(?:horse|pony|mare|foal|dog|puppy|pup|cat|kitten|rabbit|guinea pig)\b/;
/** "my coach groomed her and shes only 12" with the dog walked past his house: a person groomed, whatever else is named. */
const A_CHILD_GROOMED = /\b(?:only \d+|\d+ ?(?:years? old|yo|y o)|under ?age|minor|online|snap(?:chat)?|dms?|secret|gifts?)\b/;
const A_PERSON_GROOMED =
  /\b(?:only \d+|\d+ ?(?:years? old|yo|y o)|years old|(?:shes|hes|she is|he is|she was|he was) (?:only )?(?:\d+|eleven|twelve|thirteen|fourteen|fifteen|sixteen)|under ?age|minor|coach|teacher|tutor|uncle|stepdad|step dad|pastor|priest|youth worker|leader|older|grown man|man|men|online|snap(?:chat)?|dms?|messag\w*|texts?|gifts?|secret|for (?:years|months)|kid|child|daughter|son|niece|nephew|girl|boy|student|pupil|police)\b/;
/** A thing broken that is a person's body, a weapon, or a threat meant: not a trivial offence. */
const MORE_THAN_A_THING = /\b(?:arm|nose|ribs?|jaw|wrist|fingers?|teeth|tooth|face|eye|head|hit|hits|hurt|beat|punch\w*|kick\w*|bruis\w*|knife|gun|blade|(?:he|she|they) means? it|i mean it|not even joking)\b/;
/** "i'm going to kill my sister, she's broken my straighteners": the offence named is a thing borrowed, broken or eaten. */
const TRIVIAL_OFFENCE =
  /\b(?:borrowed|broke|broken|ate|eaten|nicked|finished|spoil(?:ed|t)|used up|drank|scratched|crashed|stretched|shrunk|lost) (?:all )?(?:my|his|her|the) (?:last )?(?:\w+ )?(?:straighteners|charger|hoodie|jumper|top|dress|shoes|trainers|food|chocolate|leftovers|biscuits|milk|snacks|cake|pizza|headphones|controller|game|car|makeup|lipstick|ending)\b/;

export interface SignInPlace {
  name: string;
  excerpt: string;
  /** The sign's sentence before and after it, the whole text, and the text after the sign. */
  before: string;
  after: string;
  words: string;
  rest: string;
  /** The post says a danger is still there, or that a threat is meant. */
  dangerNow: boolean;
  meantLiterally: boolean;
}

export function isAnOrdinarySense({ name, excerpt, before, after, words, rest, dangerNow, meantLiterally }: SignInPlace): boolean {
  const sentence = `${before} ${excerpt} ${after.trim()}`;
  // The game named right after the "beat" ("at darts"), or named the sentence before and the score after it.
  const gameBefore =
    A_GAME_PLAYED.test(`${previousSentence(words, words.length - rest.length)}. ${before}`) && !AFTER_THE_GAME.test(clauseBefore(words, words.length - rest.length - excerpt.length)) && !dangerNow;
  if (name === 'abuse' && /\bbeat/.test(excerpt) && (BEATEN_AT_A_GAME.test(rest) || gameBefore) && !HURT_DONE.test(`${sentence} ${sentenceAfter(words, words.length - rest.length + after.length)}`)) return true;
  // "her" or "him" groomed with an animal named: by the writer ("i groomed her one last time") anywhere in
  // the post; by anyone else only named in the sentence or the one before, and nothing that says a person.
  const groomedByTheWriter = /\bi$/.test(before) && AN_ANIMAL.test(words) && !A_CHILD_GROOMED.test(words);
  const animalNamed = AN_ANIMAL.test(`${previousSentence(words, words.length - rest.length)} ${sentence}`) && !A_PERSON_GROOMED.test(words);
  if (name === 'abuse' && /\bgroom\w* (?:her|him)\b/.test(excerpt) && (groomedByTheWriter || animalNamed)) return true;
  // The offence in the threat's own sentence or the next, a thing and no body, weapon or meaning it.
  const threatAndOffence = `${sentence} ${sentenceAfter(words, words.length - rest.length + after.length)}`;
  if ((name === 'violence_risk' || name === 'abuse') && /\bkill\b/.test(excerpt) && TRIVIAL_OFFENCE.test(threatAndOffence) && !MORE_THAN_A_THING.test(words) && !meantLiterally) return true;
  return false;
}
