import { describe, expect, it } from 'vitest';
import { decide, runChecks } from '../kindness-check.js';
import { HARMFUL_REASON } from '../reasons.js';
import { findHarmfulEncouragement } from './harmful-encouragement.js';
import { normalizeText } from './normalize.js';
import { asMeant } from './typing.js';

const signalsIn = (text: string) => findHarmfulEncouragement(asMeant(normalizeText(text)).words).filter(({ score }) => score >= 0.7).map(({ signal }) => signal);

describe('harmful encouragement in replies', () => {
  it.each([
    ['suicide_encouragement', "Honestly, suicide is a human right. If you've decided, I'd say go for it."],
    ['suicide_encouragement', 'if youve already made up your mind then go for it'],
    ['suicide_encouragement', "honestly it sounds like you're ready. i won't talk you out of it"],
    ['suicide_encouragement', 'the bridge is right there mate'],
    ['suicide_encouragement', 'stop talking about it and just do it'],
    ['suicide_encouragement', 'if ur gonna do it do it properly'],
    ['suicide_encouragement', 'the 3am thoughts r right sometimes u know. maybe ur time really is up'],
    ['suicide_encouragement', 'ur family would be relieved tbh'],
    ['suicide_encouragement', 'why are you still here then'],
    ['suicide_encouragement', 'if the voices are telling you to do it, maybe theyre right'],
    ['danger_dare', 'dare you to go on the train tracks tonight'],
    ['self_harm_encouragement', 'self harm is self care if it gets you through the night'],
    ['self_harm_encouragement', 'if cutting helps you cope then honestly keep doing it'],
    ['self_harm_encouragement', 'just tell your mum the marks are from the cat. or hide them better'],
    ['eating_disorder_encouragement', 'thigh gap or die trying 🦋'],
    ['eating_disorder_encouragement', 'eat nothing til the weigh in, thats how i did it'],
    ['eating_disorder_encouragement', 'skip dinner, youll feel lighter'],
    ['eating_disorder_encouragement', 'just make yourself sick after, nobody will know'],
    ['relapse_encouragement', "you've been sober a year, one drink won't hurt"],
    ['relapse_encouragement', "you've done so well sober, you've earned a night off from it"],
    ['relapse_encouragement', 'ur 6 months clean, just have a little bump its the weekend'],
    ['relapse_encouragement', 'go back to the bookies, youre due a win'],
    ['dangerous_mixing', 'a couple of benzos with ur wine and ull forget all about him'],
    ['discouraging_help', 'no one ever got better by talking to a hotline, trust your gut'],
    ['discouraging_help', 'crisis teams are useless, hang up on them'],
  ])('finds %s in "%s"', (signal, text) => {
    expect(signalsIn(text)).toContain(signal);
  });

  it.each([
    "please don't listen to anyone who says go for it. you matter",
    "people who say one drink won't hurt have never been where you are",
    'one drink wont hurt is exactly what my brain used to tell me. ur 200 days say otherwise x',
    'it might feel like everyone would be better off without you, but they would not',
    "i remember thinking no one would care. my mum slept next to my bed for 5 nights",
    'dont skip dinner tonight, even something small helps',
    'never mix your pills with alcohol, it is really dangerous',
    'please dont stop taking your meds without talking to your gp',
    "you've earned a night off from revising, go to the cinema",
    'the helpline is there for you tonight, and so are we',
    'you deserve a break. sending love',
    'i hope you wont do it. please call someone tonight',
    'skip the gym tomorrow if you need rest',
  ])('finds nothing in "%s"', (text) => {
    expect(signalsIn(text)).toEqual([]);
  });

  it('blocks a harmful reply with the pledge reason, and leaves the same words in a post to the crisis check', () => {
    const reply = runChecks({ text: normalizeText('if you have decided, go for it. nobody can stop you'), context: 'reply' });
    expect(decide(reply, undefined)).toMatchObject({ decision: 'reject', decidedBy: 'harmful_encouragement', reason: HARMFUL_REASON });
    const post = runChecks({ text: normalizeText('cut deeper than usual and it wont stop bleeding'), context: 'post' });
    expect(post.find(({ entry }) => entry.name === 'harmful_encouragement')?.outcome.fired).toBe(false);
    expect(decide(post, undefined)).toMatchObject({ decision: 'hold', crisis: true });
  });
});
