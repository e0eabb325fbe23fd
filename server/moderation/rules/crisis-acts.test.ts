import { describe, expect, it } from 'vitest';
import { checkCrisis } from './crisis.js';
import { normalizeText } from './normalize.js';

const check = (text: string) => checkCrisis(normalizeText(text), { context: 'post' });
const fired = (text: string) => check(text).matches.map((match) => match.slice(0, match.indexOf(':')));

describe('crisis acts: flags means, overdoses and dangerous places', () => {
  it.each([
    ['overdose', 'swallowed about thirty of my sleeping tablets before bed'],
    ['overdose', 'just necked the whole packet of co-codamol'],
    ['overdose', "I've taken them all. the whole lot"],
    ['overdose', 'i took everything from the bathroom cabinet an hour ago'],
    ['overdose', 'drank some bleach from under the sink'],
    ['self_harm', 'cut way deeper than i meant to, had to hold it shut'],
    ['self_harm', 'the urge to cut is screaming at me tonight'],
    ['self_harm', 'my cuts are getting infected and i hide them under long sleeves'],
    ['self_harm', 'relapsed on sh after months, used a pencil sharpener blade'],
    ['self_harm', 'ripped my stitches back open in the shower on purpose'],
    ['self_harm', 'been picking the old scars open again, two of them are raw'],
    ['self_harm', 'reopened my old cuts tonight'],
    ['self_harm', 'went to beans tonight, its gaping'],
    ['suicide_plan', 'im on top of the multi storey'],
    ['overdose', 'i took them all. the whole box'],
    ['overdose', 'i took them all to my room and swallowed them'],
    ['suicide_plan', 'counted my pills, the chemist gave me extra so now i have enough'],
    ['suicide_plan', 'stockpiling my sertraline, pharmacy messed up and sent double so thats a head start'],
    ['suicide_plan', 'im on top of tesco car park'],
    ['suicide_plan', 'googled how long for the pills to work if you take them all at once'],
    ['suicide_plan', 'been googling how many paracetamol it takes'],
    ['suicide_plan', 'looked up the height of the viaduct near my work'],
    ['suicide_plan', "I've picked the bridge."],
    ['suicide_plan', 'i have been saving up my diazepam for weeks'],
    ['suicide_plan', 'been keeping my citalopram instead of taking it'],
    ['suicide_plan', 'the rope is in the loft, ready'],
    ['suicide_plan', 'the blades are lined up on my desk'],
    ['suicide_plan', 'sitting on the ledge of the car park with my legs over'],
    ['suicide_plan', 'tonight i want to walk into the sea and keep going'],
    ['suicide_plan', 'i keep thinking i should just jump'],
    ['suicide_plan', 'in the bath with a razor and nobody is home'],
    ['overdose', 'took my dads whole pill box, everything is swimming'],
    ['overdose', 'ate a whole packet of her paracetamol'],
    ['overdose', 'injected my entire insulin pen about an hour ago'],
    ['overdose', 'drank a whole bottle of cough syrup'],
    ['self_harm', 'cut 2 deep this time'],
    ['self_harm', 'held the lighter against my arm till i couldnt'],
    ['self_harm', 'hit myself in the head over and over'],
    ['self_harm', 'bit through my own cheek tonight'],
    ['self_harm', 'rubbed vinegar into the cuts'],
    ['self_harm', 'opened my wrist up again after tea'],
    ['self_harm', 'its a deep one, i can see the fat'],
    ['suicide_plan', 'been saving my clozapine in a sock'],
  ])('%s: %s', (signal, text) => {
    expect(check(text).crisis).toBe(true);
    expect(fired(text)).toContain(signal);
  });

  it.each([
    ['bleeding with a self-harm word', 'did it on my thigh and it wont stop bleeding'],
    ['a firearm and the key to it', 'my uncle keeps his rifle in the shed and i know where the key is'],
    ['a firearm and rumination', "there's a shotgun in the house and i keep thinking about it"],
    ['drunk at the water', 'really drunk and sat by the river on my own'],
    ['drunk with means at hand', 'three bottles of wine down and my tablets are right here'],
    ['a fast and fainting', 'day 6 of a water fast and i fainted at work'],
    ['purging and a racing heart', 'purging after every meal and my heart is skipping beats'],
    ['purging and blood', 'been purging every night and now im peeing blood'],
    ['hair loss and a body still seen as huge', 'my hair is coming out in the shower and i still think im massive'],
    ['pills and their effects', 'took some of my tablets and now the room is spinning'],
    ['alcohol with a sedative, done anyway', 'beer and codeine is a bad combo i know. im doing it anyway'],
    ['a sedative on top of vodka, and drowsy', 'vodka on top of my diazepam tonight, cant keep my eyes open'],
    ['two sedatives mixed, and numb', 'mixed my gabapentin with my mums diazepam, cant feel my legs'],
    ['everything taken, and ringing ears', 'taken everything. my ears are ringing. ringing in my ears'],
  ])('context flags when two kinds meet: %s', (_label, text) => {
    expect(check(text).crisis).toBe(true);
  });
});

describe('crisis acts: leaves ordinary life alone', () => {
  it.each([
    'i took my tablets this morning like always',
    'my old scars are faded now and i wear short sleeves',
    'skint till friday. beans it is',
    'counting my pills bc i think the pharmacy gave me the wrong amount again',
    'counted my antidepressants cos i think i missed a dose on tuesday',
    'took my insulin, checked my sugars. boring update but im proud im on top of it',
    'im on top of the washing finally',
    'cleared out my dads flat, his tomato plants were on the balcony so i took them all to mine',
    'googled how long it takes for sertraline to work, 3 weeks and nothing yet',
    'i relapsed last night. gambling. lost my whole pay cheque',
    'the dog ate a whole box of chocolates, vet says hell be fine',
    'ate a whole family pack of biscuits after a bad day',
    'i can see the layers in this cake, proper baking show stuff',
    'held the iron on my shirt too long and burnt a hole in it',
    'cut my thumb on a tin lid. plaster on, beans for tea',
    'pulled my stitches open lifting the baby after my c section',
    'scratching my eczema scabs open in my sleep',
    'my dog keeps pulling his stitches open',
    '36 weeks pregnant, i still feel massive and my ankles are swollen',
    'my hair is falling out from the chemo, shaved it off today',
    'took 2 paracetamol for my headache',
    'took the whole day off work to rest',
    'i keep my tablets in a pill organiser now',
    'i bought a rope for the tyre swing in the garden',
    'googled how long it takes to boil an egg lol',
    'we stood on the platform for an hour, trains were delayed',
    'my flat is on the 9th floor, great views',
    'i want to jump in the pool so badly, it is boiling',
    'i cut my finger chopping onions, it bled a bit',
    'my period is so heavy, blood everywhere',
    'bleeding a lot after my tooth extraction, is that normal?',
    'my uncle keeps his rifle in the shed for deer season',
    'so drunk at the wedding lol, best night',
    'had a lovely walk by the river with my nan',
    'started intermittent fasting this month',
    'my heart was racing before the interview',
    'fasting for ramadan and i felt dizzy today',
    'my cuts from the surgery are healing nicely',
    'keep holding the knife wrong when chopping',
  ])('%s', (text) => {
    expect(check(text).crisis).toBe(false);
  });

  it.each([
    ['a rope ladder', 'bought a rope ladder for the kids treehouse'],
    ['rope for fairy lights', 'bought rope to hang fairy lights in my room'],
    ['pills counted for the week', 'counted out my pills for the week into the little days-of-the-week box'],
    ['pills counted for a holiday', 'counted my pills for the holiday and packed them in hand luggage'],
    ['pills counted against the pharmacy', 'counted my pills to check if the pharmacy gave me the right amount'],
    ['pills counted so as not to run out', 'counted my tablets today to make sure i dont run out over christmas'],
    ['medicine stocked for winter bugs', 'stockpiling paracetamol and calpol because winter bugs are going round the nursery'],
    ['keys locked in a running car', 'locked my keys in the car with the engine running'],
    ['the edge of the pool', 'sat on the edge of the pool with my feet in the water'],
    ['a football score', 'my team lost 5-0 again'],
    ['water not drunk', 'i fainted at the gig because it was 35 degrees and i hadnt drunk enough water'],
    ['a drunk stranger', 'someone tried the door at 2am, it was a drunk guy at the wrong house. shaking but fine now'],
    ['alcohol and a sedative named as a rule kept', 'wine and my sleeping tablets dont mix so ive stopped having wine, gp said so'],
    ['a relapse of an eating disorder (not self-harm)', 'i relapsed with my eating disorder over christmas. got back in touch with my team'],
  ])('an object or a place in an ordinary use: %s', (_label, text) => {
    expect(check(text).crisis).toBe(false);
  });

  it.each([
    ['a rope bought', 'bought a rope today. i know which beam'],
    ['pills counted to see if there are enough', 'counting out my tablets to see if i have enough'],
    ['pills stockpiled', 'been stockpiling my quetiapine since the dose went up'],
    ['sitting in a running car', 'sitting in the car in the garage with the engine running'],
    ['the edge of the bath with razors', "i've been sat on the edge of the bath with his razors for an hour"],
    ['a relapse with a blade', 'i relapsed with my blade last night'],
    ['drunk and fainting', 'so drunk i fainted in the street'],
    ['a hook found', 'found a hook in the garage ceiling that would hold'],
  ])('the same objects and places in a crisis still flag: %s', (_label, text) => {
    expect(check(text).crisis).toBe(true);
  });

  it('counts a kind of context once: two medical signs alone do not flag', () => {
    expect(check("i'm so shaky and dizzy after my panic attack, heart racing").crisis).toBe(false);
  });

  it('reads unwanted intrusive thoughts, disowned, as safe', () => {
    expect(check("i get intrusive thoughts about jumping off the platform edge. i don't want to at all, it's the ocd").crisis).toBe(false);
    expect(check('intrusive thoughts about jumping again and tonight i climbed over the railing').crisis).toBe(true);
  });
});

describe('crisis acts: a fairground game and a group\'s "did it"', () => {
  it.each([
    'lost my daughter at the fete for five minutes, found her at the hook-a-duck',
    'the whole team had to do the ice bath challenge, we all did it',
  ])('publishes: %s', (text) => {
    expect(check(text).crisis).toBe(false);
  });
});
