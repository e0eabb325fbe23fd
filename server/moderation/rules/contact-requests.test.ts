import { describe, expect, it } from 'vitest';
import { findContactRequests } from './contact-requests.js';
import { normalizeText } from './normalize.js';

const requests = (text: string) => findContactRequests(normalizeText(text).plain).map((finding) => finding.excerpt);

describe('findContactRequests finds a member asked for private details', () => {
  it.each([
    ['a handle', "what's ur snap? we should talk more", "what's ur snap"],
    ['an e-mail', 'drop your email and i will send the worksheet', 'drop your email'],
    ['a phone number', 'can i have your number, this app is slow', 'can i have your number'],
    ['a real name', 'dm me your real name so i can find you', 'dm me your real name'],
    ['an address', 'send me your address, i want to post you something', 'send me your address'],
    ['a school', 'what school do u go to? maybe we know each other', 'what school do u'],
    ['a home', 'tell me where you live and i will come round', 'tell me where you live'],
    ["a relative's number", "what's your mum's number? i'll ring her", "what's your mum's number"],
    ['a town', 'which town are you in? i can drive over', 'which town are you in'],
    ['a workplace', 'where do u work, i could pop in', 'where do u work'],
    ['a personal line', 'is there a personal number i can text? not a hotline', 'a personal number i can text'],
    ['a name to shame', 'post his full name so everyone knows', 'post his full name'],
    ['a meeting', "i'm on the tills at the big asda, come and find me at the checkouts", 'come and find me at'],
    ['an offer to meet', "i'm in the cafe on the high street right now if anyone wants to meet", 'if anyone wants to meet'],
  ])('%s', (_label, text, excerpt) => {
    expect(requests(text)).toEqual([excerpt]);
  });

  it.each([
    ['advice not to share', "please don't post your address on here"],
    ['no need to share', "you don't need to give me your number, we can talk here"],
    ['a help line', "what's your gp's number? ring them first thing"],
    ['where help is', 'is there a crisis team where you live?'],
    ['a quoted stranger', 'some guy messaged me "what\'s your snap" and it freaked me out'],
    ['a story to share', 'share your story when you feel ready'],
    ['a favourite tip', "what's your number one tip for sleeping?"],
    ['a pain scale', "what's your number on the pain scale today?"],
    ['street food', 'what street food do you miss most from home?'],
    ['a hotline', 'is there a number i can text at night? a helpline or something'],
    ['a year at work', 'what year are we in lol, this week has lasted forever'],
    ['meeting a deadline', 'does anyone want to meet the deadline with me? lol no'],
  ])('%s', (_label, text) => {
    expect(requests(text)).toEqual([]);
  });
});
