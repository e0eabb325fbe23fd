import { describe, expect, it } from 'vitest';
import { checkCrisis } from './crisis.js';
import { normalizeText } from './normalize.js';

const check = (text: string, context: 'post' | 'reply' = 'post') => checkCrisis(normalizeText(text), { context });
const fired = (text: string) => check(text).matches.map((match) => match.slice(0, match.indexOf(':')));

describe('crisis between people: flags danger to and from others', () => {
  it.each([
    ['someone_else_at_risk', 'my flatmate just swallowed a whole bottle of her sleeping pills'],
    ['someone_else_at_risk', 'my cousin is on the motorway bridge and wont come down'],
    ['someone_else_at_risk', 'my brother says he is going to jump off the multi storey'],
    ['someone_else_at_risk', 'found a goodbye letter in her room this morning'],
    ['someone_else_at_risk', 'my grandad is having a seizure after taking something'],
    ['someone_else_at_risk', 'my best mate wants to die and keeps saying it tonight'],
    ['abuse', 'my stepdad grabbed me by the throat in the hallway'],
    ['abuse', 'he threw a mug at my head during the row'],
    ['abuse', 'she said shell break my arm if i tell anyone'],
    ['abuse', 'her boyfriend comes into my room at night when she works'],
    ['abuse', "i've barricaded myself in with the wardrobe"],
    ['abuse', 'his hands round my neck til i couldnt breathe. again'],
    ['abuse', 'my boyfriend was strangling me in the car last night'],
    ['violence_risk', 'i keep having urges to smother my baby when she screams'],
    ['violence_risk', "i'm scared i'll snap at my toddler, i don't trust myself"],
    ['violence_risk', "i'm going to stab the man who hurt my sister"],
    ['violence_risk', 'going to set his car on fire tonight'],
    ['violence_risk', 'i keep wanting to hurt my newborn, shes asleep next to me'],
    ['violence_risk', 'shook the baby when he wouldnt stop'],
    ['abuse', 'mum hits us with the belt when shes drunk'],
    ['abuse', 'we get hit with a cable if we talk at tea'],
    ['abuse', 'my stepdad locks me in the cellar every night'],
    ['abuse', 'the carers tie her hands to the bed at night'],
    ['abuse', 'the night staff are hitting the residents on my nans ward'],
  ])('%s: %s', (signal, text) => {
    expect(check(text).crisis).toBe(true);
    expect(fired(text)).toContain(signal);
  });

  it.each([
    ['a thank-you to everyone, then no answer', 'my cousin posted thank you to everyone who ever cared, now her phone is off'],
    ['passwords sent, and an odd calm', 'my mate keeps sending me his passwords. his voice was eerily calm on the phone'],
    ['a goodbye text, and nobody picks up', 'my sister sent me a goodbye text from her flat and nobody answers the door'],
    ['a parent\'s text, and no answer', 'my mums text: look after your brother. proud of you. shes not picking up'],
  ])('context flags when two kinds meet: %s', (_label, text) => {
    expect(check(text).crisis).toBe(true);
  });


  it.each([
    ['a goodbye text and no answer', 'my sister texted me "love you, sorry" and now she is not answering'],
    ['a weapon and where he lives', "i've got a bat in the boot and i know where he lives"],
    ['a child alone and afraid', "i'm 13 and i'm scared to go home, he's back"],
  ])('context flags when two kinds meet: %s', (_label, text) => {
    expect(check(text).crisis).toBe(true);
  });
});

describe('crisis between people: leaves everyday life alone', () => {
  it.each([
    'my brother is on the roof fixing the gutter',
    'my son wants to jump on the trampoline all day',
    "she's going to jump into the pool first",
    'my friend took a bunch of photos at the beach',
    'she took something for her headache and went to bed',
    'he took all of the credit for my project',
    'my mum is going to kill me when she sees my hair lol',
    'my boyfriend pushed me into the pool at the party',
    'she threw a ball at me at the park',
    'my partner took my phone to check the football score',
    'my friend is not answering her phone, probably asleep',
    'my son is not waking up for school again',
    'someone left a note on my car about my parking',
    "i'm hiding in my room from my flatmates' party lol",
    "i'm 16 and so excited for prom",
    'i know where he lives, we were neighbours for years',
    "I'm going to kill whoever invented group chats",
    'got a hammer and some nails to fix the shelf',
    "i'm going to shoot my shot with her tonight",
    'she put her hands on my shoulders and told me i did great',
    'my husband was choking on a fishbone lol, all fine',
    'my mum used to hit me with a wooden spoon when i was a kid',
    'my dog got locked in the shed all night by accident',
    'i dropped out of uni today. i feel weirdly calm about it, my parents dont know yet',
    'my sister posted thank you to everyone who came to her wedding',
    'shook the baby rattle till she giggled',
    "i keep having intrusive thoughts about wanting to hurt the baby, i would never do it",
  ])('%s', (text) => {
    expect(check(text).crisis).toBe(false);
  });

  it('does not flag a supportive reply that names no one in danger', () => {
    expect(check('if he ever threatens you again, the helpline can help you plan', 'reply').crisis).toBe(false);
  });
});
