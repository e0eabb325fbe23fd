import { describe, expect, it } from 'vitest';
import { checkCrisis } from './crisis.js';
import { normalizeText } from './normalize.js';

const check = (text: string) => checkCrisis(normalizeText(text), { context: 'post' });
const fired = (text: string) => check(text).matches.map((match) => match.slice(0, match.indexOf(':')));

describe('crisis farewells: flags decisions, goodbyes and indirect wishes', () => {
  it.each([
    ['suicide_plan', "i've made up my mind. sunday night"],
    ['suicide_plan', 'im doing it tonight after my shift'],
    ['suicide_plan', "once the kids are at school i'm going to do it."],
    ['suicide_plan', "i'll be gone by the weekend"],
    ['suicide_plan', "i've got it all planned out"],
    ['suicide_plan', 'im letting go tonight'],
    ['suicide_plan', "I'm calm now that I've decided"],
    ['suicide_plan', 'i can go now'],
    ['farewell', 'last time posting on here. bye all'],
    ['farewell', 'i have written my goodbye letters to my sons'],
    ['farewell', "please don't look for me"],
    ['farewell', 'if i stop replying, thats why'],
    ['suicidal_ideation', 'honestly just want to ctb'],
    ['suicidal_ideation', 'already a ghost in this house, might as well make it official'],
    ['suicidal_ideation', 'the voices keep telling me to jump'],
    ['passive_ideation', "i'm running out of reasons to stay"],
    ['passive_ideation', 'every night i pray god takes me'],
    ['passive_ideation', "i can't see myself alive by christmas"],
    ['passive_ideation', 'I wish I hadnt been resuscitated'],
    ['passive_ideation', "they won't have to put up with me much longer"],
    ['passive_ideation', "my family would be better off once i'm gone"],
    ['passive_ideation', "i'm not going to be a problem for anyone much longer"],
    ['passive_ideation', 'dying is the only way out i can see'],
    ['passive_ideation', 'i keep picturing my own funeral'],
    ['suicidal_ideation', 'taking the long sleep tonight'],
    ['suicidal_ideation', 'going to switch myself off this weekend'],
    ['suicidal_ideation', 'time for me to get off the ride'],
    ['suicidal_ideation', 'leaving this life on sunday'],
    ['suicidal_ideation', 'walking into the river tonight where nobody goes'],
    ['suicidal_ideation', 'jumping tonight'],
    ['farewell', 'finished the letters and stamped them'],
    ['suicidal_ideation', 'i just want out of this life'],
    ['suicidal_ideation', 'got an exit bag in the post today'],
    ['suicidal_ideation', 'spent the night reading lethal doses'],
    ['suicidal_ideation', 'id rather die on my own terms, soon'],
    ['passive_ideation', 'my only wish is to not be alive anymore'],
    ['passive_ideation', 'honestly id be glad to die in my sleep tonight'],
    ['passive_ideation', 'stopped my tablets, hoping for a stroke'],
    ['passive_ideation', 'easier if i go quietly tonight'],
    ['passive_ideation', 'soon ill be nobodys problem'],
    ['passive_ideation', 'going to become another statistic by friday'],
    ['passive_ideation', 'better to go while theyre young enough to forget me'],
    ['passive_ideation', 'i dont care if i ever wake up'],
    ['farewell', 'keep staring at my wife and memorising her face'],
    ['farewell', 'telling you so it isnt a complete surprise'],
    ['farewell', 'hugged my dad like its the last time, because it is'],
    ['farewell', 'giving my daughter our last cuddle tonight'],
  ])('%s: %s', (signal, text) => {
    expect(check(text).crisis).toBe(true);
    expect(fired(text)).toContain(signal);
  });

  it.each([
    ['a goodbye gift with a cover story', 'gave my guitar to my cousin and told him i was moving'],
    ['a goodbye and a final wish', 'rehomed my rabbit today. this is it for me'],
    ['peace and a goodbye gift', "i'm at peace with it. gave my bike to my brother today"],
    ['letters left and no need for things', 'left letters for my mum and dad. i wont need anything anymore.'],
    ['a vague deadline with a decision', "it'll all be over soon. i've made up my mind."],
  ])('context flags when two kinds meet: %s', (_label, text) => {
    expect(check(text).crisis).toBe(true);
  });
});

describe('crisis farewells: leaves ordinary plans and goodbyes alone', () => {
  it.each([
    "i've decided to take the job in leeds",
    'i set the date for the wedding!',
    'tonight is the night, finally asking her out',
    'going to do it tonight, going to ask for a raise',
    'the plan is to finish my degree first',
    "i'd rather be dead than be seen in crocs",
    'this is my last post before exams, wish me luck',
    'thanks for everything, coach!',
    'gave my nephew my old xbox, he loved it',
    'swimming in the sea tomorrow at the bit by the pier, cant wait',
    'jumping on the trampoline with the kids',
    'sealed the wedding invites, 80 of them',
    'i want out of this toxic job',
    'i dont want to become a statistic, so i booked a smear test',
    'i knew it was the last time i would see that house, we moved the next day',
    'happy to die in my sleep at 95 lol',
    'im going to die on my own terms, with a glass of wine, at 100',
    'my dog is going to my parents while i am on holiday',
    "it'll all be over by friday, exams finally",
    "don't worry about me anymore, i'm doing so much better",
    "if you don't hear from me i'm just busy with exams",
    'i told everyone im moving to leeds next month!',
    'waiting for the right moment to tell my boss i am quitting',
    "i'm ready to go home, long day",
    "i won't need my winter coat anymore, moving to spain",
    'everyone would be happier if i just moved away and started fresh',
    'i hate that exam, i want out of this course',
    "i've been writing letters to my grandma in spain",
    "don't buy me an umbrella, i won't need it.",
    'one more thing before i go.',
    "i've made peace with it, the relationship is over",
    "i'm at peace now, therapy really helped",
  ])('%s', (text) => {
    expect(check(text).crisis).toBe(false);
  });
});

describe('crisis hyperbole and recovery', () => {
  it.each([
    "so hungover i want to die lol, never again",
    "i'll kill myself laughing if she wears that hat",
    'so embarrassed i want to disappear, called my boss mum',
    'i want to set the office on fire (metaphorically, please)',
    'a year since i last cut and i still get the urge to cut sometimes',
  ])('does not flag: %s', (text) => {
    expect(check(text).crisis).toBe(false);
  });

  it('still flags a wish to die said with a hangover but without a joke', () => {
    expect(check('hungover again and honestly i want to die, every weekend is the same').crisis).toBe(true);
  });

  it('does not read "but" after a denial as part of it', () => {
    expect(check("i haven't told anyone but i've attempted twice this year").crisis).toBe(true);
  });
});
