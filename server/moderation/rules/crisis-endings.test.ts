import { describe, expect, it } from 'vitest';
import { checkCrisis } from './crisis.js';
import { normalizeText } from './normalize.js';

const check = (text: string) => checkCrisis(normalizeText(text), { context: 'post' });
const fired = (text: string) => check(text).matches.map((match) => match.slice(0, match.indexOf(':')));

describe('crisis endings: a future that stops, a death that pays, an act under way', () => {
  it.each([
    ['passive_ideation', 'there is no next christmas for me. its ok'],
    ['passive_ideation', "i don't see myself waking up on monday"],
    ['passive_ideation', 'after friday nobody has to worry about me ever again'],
    ['passive_ideation', 'my life insurance pays out more than i ever earned'],
    ['suicide_plan', 'weirdly peaceful now that i know how'],
    ['farewell', 'laid out the dress i want to be buried in'],
    ['suicide_plan', "he passed in march. i'll be with him soon"],
    ['overdose', 'the whole bottle of paracetamol is gone and my ears are ringing'],
    ['self_harm', 'held the lighter on my arm till it blistered'],
    ['suicide_plan', 'sat in my car in the garage with the engine running'],
    ['suicide_plan', 'im in the car in my garage. door down. engine is still running'],
    ['suicide_plan', 'engine on. garage door closed. this is it'],
    ['eating_disorder_danger', 'my bmi is 12.5 and i still feel huge'],
  ])('%s: "%s"', (signal, text) => {
    expect(check(text).crisis).toBe(true);
    expect(fired(text)).toContain(signal);
  });

  it.each([
    'made a funeral playlist, not a joke',
    'on the level crossing. the barriers are coming down',
    'thanks for everything. its time to go x',
  ])('two contexts flag together: "%s"', (text) => {
    expect(check(text).crisis).toBe(true);
  });
});

describe('crisis endings: leaves ordinary talk of time, money and bodies alone', () => {
  it.each([
    'my car is in the garage. they said the engine is running rough',
    'the engine is running again after a week in the garage',
    "i don't think i'll see the weekend, working 7 days straight because we're short staffed",
    "can't do another year of this job honestly",
    'my bmi is 19 now, my dietitian is really pleased',
    'does anyone know if life insurance covers mental health claims?',
    'made my funeral playlist lol, mostly abba',
    'the train is coming, see you at the station',
    'its time to go home, night all',
    'my nan passed last year. i will be with my family at her grave on sunday',
    'burnt my arm on the oven door again, classic me',
    'the whole pack is gone already, my flatmates love these biscuits',
  ])('publishes "%s"', (text) => {
    expect(check(text).crisis).toBe(false);
  });
});

describe('a denial does not run on into the next sentence when the full stop is missing', () => {
  it('flags "dont worry about me i wont be a burden much longer"', () => {
    expect(check('pls dont worry about me i wont be a burden much longer').crisis).toBe(true);
  });

  it('still reads "i dont think i want to die" as a denial', () => {
    expect(check("i don't think i want to die, i just want the pain to stop for a bit").crisis).toBe(false);
  });
});
