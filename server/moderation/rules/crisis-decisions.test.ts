import { describe, expect, it } from 'vitest';
import { checkCrisis } from './crisis.js';
import { normalizeText } from './normalize.js';

const check = (text: string, context: 'post' | 'reply' = 'post') => checkCrisis(normalizeText(text), { context });
const fired = (text: string) => check(text).matches.map((match) => match.slice(0, match.indexOf(':')));

describe('crisis decisions: flags a date set for it and wishes told as rest or luck', () => {
  it.each([
    ['suicide_plan', "my course ends on friday and i'm not going to be alive on saturday"],
    ['suicide_plan', 'set an alarm for 4am. that is when i will do it'],
    ['suicide_plan', 'the plan is saturday night'],
    ['suicide_plan', 'i gave myself until the end of the month'],
    ['suicide_plan', "once the funeral is over i'm done."],
    ['suicide_plan', "don't think i'll be around for christmas"],
    ['suicide_plan', 'swore after the ward id stop but im back to planning again'],
    ['suicide_plan', 'got a plan now and honestly it feels like such a relief'],
    ['passive_ideation', 'i want a long sleep. a permanent one'],
    ['passive_ideation', 'i keep hoping the scan comes back positive'],
    ['passive_ideation', 'if the house caught fire i would not run'],
    ['passive_ideation', 'everyone would be better off if i was gone'],
    ['passive_ideation', 'my kids deserve a dad who isnt broken'],
    ['passive_ideation', 'death is the only rest i will get'],
    ['passive_ideation', 'i was inches from stepping off'],
  ])('%s: %s', (signal, text) => {
    expect(check(text).crisis).toBe(true);
    expect(fired(text)).toContain(signal);
  });

  it.each([
    "the plan is saturday night at the curry house, who's in?",
    'i gave myself until the end of the month to finish the first draft',
    "once the exams are over i'm done with revision forever",
    'my nan keeps hoping the weather stays nice for the wedding',
    "don't think i'll be around for the quiz on friday, working late",
    'my body is begging for a long sleep after this week',
    'back to planning the wedding now the venue is booked',
    'got a plan for the allotment and it feels like a relief',
    'this time ill do it properly, revision timetable and all',
    'we would all be better off if the bus came on time',
  ])('leaves ordinary plans alone: %s', (text) => {
    expect(check(text).crisis).toBe(false);
  });
});
