import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize.js';

describe('normalizeText', () => {
  it('lower-cases, applies NFKC and collapses spaces', () => {
    expect(normalizeText('  I  FEEL\tso   ＬＯＳＴ  ').plain).toBe('i feel so lost');
  });

  it('keeps one line break as a sentence end', () => {
    expect(normalizeText('first line  \n\n  second line').plain).toBe('first line\nsecond line');
  });

  it('removes zero-width and format characters', () => {
    expect(normalizeText('ki\u200Bll my\u200Dse\u2060lf\uFEFF').plain).toBe('kill myself');
  });

  it('removes stacked combining marks ("zalgo")', () => {
    expect(normalizeText('k\u0336i\u0336l\u0336l\u0336').words).toBe('kill');
  });

  it('unifies curly quotes and dashes', () => {
    expect(normalizeText('I\u2019m \u201Cfine\u201D \u2014 really').plain).toBe('i\'m "fine" - really');
  });

  it('reads common leetspeak inside words', () => {
    expect(normalizeText('i want to k!ll mys3lf').words).toBe('i want to kill myself');
    expect(normalizeText('$uicide').words).toBe('suicide');
    expect(normalizeText('su1c1d3').words).toBe('suicide');
  });

  it('leaves numbers, prices and punctuation alone', () => {
    expect(normalizeText('90 days sober, $40 left, help!').words).toBe('90 days sober, $40 left, help!');
    expect(normalizeText('see you at 5:30 in 2019').words).toBe('see you at 5:30 in 2019');
  });

  it('joins letters spelled out one by one', () => {
    expect(normalizeText('s u i c i d e').words).toBe('suicide');
    expect(normalizeText('k.i.l.l myself').words).toBe('kill myself');
  });

  it('restores a word masked with an asterisk when only one fits', () => {
    expect(normalizeText('i want to k*ll myself').words).toBe('i want to kill myself');
    expect(normalizeText('*hugs*').words).toBe('*hugs*');
  });

  it('reads Cyrillic look-alike letters inside Latin words', () => {
    expect(normalizeText('kіll mуself').words).toBe('kill myself');
  });

  it('strips accents and apostrophes from the word form', () => {
    expect(normalizeText("I'm sùïcidal and I don't care").words).toBe('im suicidal and i dont care');
  });

  it('shortens letters repeated for emphasis', () => {
    expect(normalizeText('killlll myselffff').words).toBe('kill myself');
    expect(normalizeText('i want to dieeee').words).toBe('i want to die');
    expect(normalizeText('soooo tired').words).toBe('soo tired');
  });
});

describe('letters drawn with other characters', () => {
  it.each([
    ['🆈🅾🆄 🅰🆁🅴 🆆🅾🆁🆃🅷🅻🅴🆂🆂', 'you are worthless'],
    ['ʏᴏᴜ ᴀʀᴇ ᴘᴀᴛʜᴇᴛɪᴄ', 'you are pathetic'],
    ['🇾🇴🇺 🇦🇷🇪 🇼🇴🇷🇹🇭🇱🇪🇸🇸', 'you are worthless'],
    ['y.o.u a.r.e a w.o.r.t.h.l.e.s.s loser', 'you are a worthless loser'],
  ])('reads %s as %s', (text, words) => {
    expect(normalizeText(text).words).toBe(words);
  });

  it('leaves abbreviations with two letters and ordinary emoji alone', () => {
    expect(normalizeText('e.g. this ❤').words).toBe('e.g. this ❤');
  });
});
