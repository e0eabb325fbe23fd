import { describe, expect, it } from 'vitest';
import { checkCrisis } from './crisis.js';
import { normalizeText } from './normalize.js';

const check = (text: string, context: 'post' | 'reply' = 'post') => checkCrisis(normalizeText(text), { context });
const fired = (text: string) => check(text).matches.map((match) => match.slice(0, match.indexOf(':')));

describe('crisis arrangements: flags final arrangements, thanks that say goodbye and the last of something', () => {
  it.each([
    ['an arrangement and finality', "covered the council tax until march so my brother isn't left with it. after march it's not my problem"],
    ['an arrangement and finality', 'topped up the gas meter for a whole month so nobody has to sort it. whoever clears the flat can keep the telly'],
    ['logins written down, and a date to open', 'typed out all my bank logins for my sister. told her not to open the envelope until sunday'],
    ['two arrangements', 'sorted who gets the bikes and moved all my savings into my nephews account'],
    ['thanks and a goodbye', "thank you all for the late chats. i'm sorry i couldn't stay"],
    ['an apology to a parent and a goodbye', 'mum, so sorry. love you'],
    ['a letter and nobody left to sort things', 'left a letter for my dad on the hall table. nobody will need to sort anything after'],
    ['diaries shredded for after', 'shredded my journals so nobody has to read them after'],
    ['borrowed things returned, and nothing owed', 'returning everything i ever borrowed today. didnt want to owe anyone anything'],
    ['a house signed over, and the rest untold', 'signed my share of the house over to my sister. didnt tell her the rest'],
    ['a pension changed, and the last form', 'changed the beneficiary on my pension. last form done'],
    ['letters written, and the last one left', 'wrote letters to everyone i love. thats the last one left'],
  ])('flags %s: %s', (_label, text) => {
    expect(check(text).crisis).toBe(true);
  });

  it.each([
    ['farewell', 'this will be the last christmas, i just know it'],
    ['farewell', 'tonight is my last night.'],
    ['farewell', 'set my auto reply to "i will not be returning"'],
    ['farewell', 'this is the last time you will hear from me'],
    ['farewell', 'goodnight forever, all of you'],
    ['farewell', 'last night on earth. it was a nice one'],
    ['suicide_plan', 'booked and paid for my own funeral today. i am 29'],
  ])('%s: %s', (signal, text) => {
    expect(check(text).crisis).toBe(true);
    expect(fired(text)).toContain(signal);
  });

  it.each([
    'paid the rent up front for the year because the landlord gave us a discount',
    'moving to spain next month so i gave away my plants, my bike and the sofa. last post from london!',
    'this is my last post for a while, taking a break from social media',
    'thank you all for the birthday messages, what a day',
    "i'm sorry i couldn't stay longer at the party, early shift",
    'wrote our wills after the baby came. we are 31 and it felt very grown up',
    'my nan picked her hymns for her funeral, she is 96 and very organised',
    "it's been nice knowing you all, exam at 9am tomorrow lol",
    'last day at the bakery after 12 years. the regulars brought cake',
    'my will is sorted because we bought a house. boring adult stuff',
    'retiring on friday, set my out of office to say i will not be returning. feels strange',
  ])('leaves ordinary life admin and leaving dos alone: %s', (text) => {
    expect(check(text).crisis).toBe(false);
  });

  it('does not hold a kind reply that thanks the group', () => {
    expect(check("thank you all for being here for her, i'm sorry i couldn't stay online longer", 'reply').crisis).toBe(false);
  });
});
