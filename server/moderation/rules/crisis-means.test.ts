import { describe, expect, it } from 'vitest';
import { checkCrisis } from './crisis.js';
import { normalizeText } from './normalize.js';

const check = (text: string, context: 'post' | 'reply' = 'post') => checkCrisis(normalizeText(text), { context });
const fired = (text: string) => check(text).matches.map((match) => match.slice(0, match.indexOf(':')));

describe('crisis means: flags a means kept close, an overdose or self-harm just done', () => {
  it.each([
    ['suicide_plan', 'the cord is in my rucksack, been carrying it for days'],
    ['suicide_plan', 'keep a razor taped inside my phone case'],
    ['suicide_plan', 'pills in hand'],
    ['suicide_plan', 'a box from each chemist so nobody asks questions'],
    ['suicide_plan', "i've been putting my tablets aside for weeks"],
    ['suicide_plan', "i'm going to take every pill in the house tonight"],
    ['suicide_plan', 'my feet are dangling over the edge'],
    ['overdose', 'swallowed every tablet in the bathroom cabinet'],
    ['overdose', 'took my whole week of tablets at once'],
    ['overdose', 'took them'],
    ['overdose', 'the sleeping pills are kicking in'],
    ['self_harm', 'went way too deep tonight, i can see something white'],
    ['self_harm', 'scalding myself with the kettle again'],
    ['self_harm', 'burnt my arm with the lighter over and over'],
    ['self_harm', 'the cuts from friday are hot and red now'],
  ])('%s: %s', (signal, text) => {
    expect(check(text).crisis).toBe(true);
    expect(fired(text)).toContain(signal);
  });

  it.each([
    ['timed trains and a railway crossing', "i've been timing the trains at the level crossing by my house"],
    ['bleeding that will not stop and a towel', "pressing a towel on it but it's soaking through"],
    ['a self-harm word and bleeding', "i cut and it's still not stopping"],
  ])('context flags when two kinds meet: %s', (_label, text) => {
    expect(check(text).crisis).toBe(true);
  });

  it.each([
    'i carry a penknife in my pocket for work on the farm',
    'took two paracetamol for my headache and had a nap',
    'took them to the park and they ran about for hours',
    'cut my finger chopping onions and it bled through the plaster',
    'my nosebleed is still not stopping, pressing a tissue on it',
    'the tide times are on the harbour wall if you want to go crabbing',
    'timing the trains for my commute so i can stop being late',
    'burnt my hand on the oven tray by accident, ouch',
    'got a tattoo over my scars, the artist was lovely',
    'we had an overdose call on shift tonight, he made it',
  ])('leaves ordinary life alone: %s', (text) => {
    expect(check(text).crisis).toBe(false);
  });

  it('does not hold a kind reply that names the means', () => {
    expect(check('if the rope is in your bag please give it to someone tonight and call 988', 'reply').crisis).toBe(false);
  });
});
