import { describe, expect, it } from 'vitest';
import { checkCrisis } from './crisis.js';
import { normalizeText } from './normalize.js';

const check = (text: string, context: 'post' | 'reply' = 'post') => checkCrisis(normalizeText(text), { context });

describe('crisis contexts: two different kinds of weak sign flag together', () => {
  it.each([
    ['starving and a body in danger', 'day 9 no food and my heart rate is 36'],
    ['starving and carrying on regardless', 'fainted twice today and still went running'],
    ['a means and a mind that keeps going back to it', 'the gun in the glovebox, i think about it every time i get in the truck'],
    ['a plan without a date and nobody home', "going to do it tonight while my girlfriend's on nights"],
    ['intoxicated and a place', 'six pints in and walking along the canal'],
    ['a young person and an unsafe adult', "i'm 15 and a much older man keeps sending me messages and wants to meet tonight"],
    ['a plea and a fear', "he's home early and already shouting. please someone talk to me"],
    ['two signs of starving', 'only eating ice now, 200 calories in three days'],
    ['a means and finality', 'the rest of my sleeping pills are on the desk. nothing left to do'],
    ['fireworks from a car park roof, one last time', 'watched the fireworks from the car park roof. one last time'],
    ['fireworks from a multi storey, done now', 'fireworks from the top deck of the multi storey. im done now'],
    ['fireworks from the railway line, love you all', 'heard fireworks from the railway line. love you all'],
  ])('%s: %s', (_label, text) => {
    expect(check(text).crisis).toBe(true);
  });

  it.each([
    "i'm so shaky and dizzy after my panic attack, heart racing",
    'fainted at the blood test again, the nurse gave me a biscuit',
    'ran a half marathon on no breakfast and felt dizzy after, lesson learned',
    'fasting for ramadan and felt a bit dizzy at work',
    'had two glasses of wine and walked home along the canal with my sister',
    'went wild swimming in the river at sunrise, freezing but amazing',
    'had a few drinks then walked along the canal to see the fireworks',
    "i'm 16 and my mum's away this weekend on a work trip, house to myself",
    'my heart rate was 38 while asleep, the cardiologist says its my rowing',
  ])('leaves ordinary bodies and evenings alone: %s', (text) => {
    expect(check(text).crisis).toBe(false);
  });
});
