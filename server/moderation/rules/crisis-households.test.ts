import { describe, expect, it } from 'vitest';
import { checkCrisis } from './crisis.js';
import { normalizeText } from './normalize.js';

const check = (text: string, context: 'post' | 'reply' = 'post') => checkCrisis(normalizeText(text), { context });
const fired = (text: string) => check(text).matches.map((match) => match.slice(0, match.indexOf(':')));

describe('crisis households: flags children in danger, threats, harm planned and a friend gone quiet', () => {
  it.each([
    ['abuse', "my mum's boyfriend punches my little sister when mum is out"],
    ['abuse', 'my foster dad hits us with a belt'],
    ['abuse', 'my parents lock me in my room without food'],
    ['abuse', 'dad makes us kneel in the corner all night'],
    ['abuse', 'he said if i tell anyone he will put me in hospital'],
    ['abuse', "she told me she'll burn my clothes and then me"],
    ['abuse', 'he keeps my passport and my car keys'],
    ['abuse', 'my uncle makes me touch him and says i cant tell anyone'],
    ['abuse', 'he made me watch while he hit mum'],
    ['violence_risk', "i'm crushing my pills into his tea every night"],
    ['violence_risk', 'bought rat poison. he eats whatever i make'],
    ['violence_risk', 'cant stop picturing strangling my husband while he sleeps'],
    ['violence_risk', 'planning how to hurt my manager'],
    ['someone_else_at_risk', 'my friend is sitting on her window ledge and texting me'],
    ['someone_else_at_risk', "my flatmate says she's going to take all her insulin"],
  ])('%s: %s', (signal, text) => {
    expect(check(text).crisis).toBe(true);
    expect(fired(text)).toContain(signal);
  });

  it.each([
    ['a friend who gave things away and is unreachable', 'my best friend gave away all her clothes this week and now her phone is off'],
    ['a goodbye text and no reply', 'my brother sent goodbye texts to everyone and now hes not picking up'],
    ['a weapon and a target', "i've got his address and a knife"],
    ['low mood and unreachable', "my dad's been really low since the divorce and he isn't answering"],
  ])('context flags when two kinds meet: %s', (_label, text) => {
    expect(check(text).crisis).toBe(true);
  });

  it.each([
    'my little brother has bruises again from skateboarding, mum bought him knee pads',
    'my mum will kill me when she sees this haircut lol',
    'gave my cat to my mum because my new flat has no pets allowed',
    'my friend gave me her old jumper, it still smells of her perfume',
    "my ex isn't answering about the kids' weekend, typical",
    'he threatened to unfollow me if i posted the photo',
    'put sugar in my mums tea by mistake, she was not impressed',
    'thinking about pushing my boss to give me a raise',
    'my sister made me watch 3 hours of her wedding video and im now a skeleton',
  ])('leaves ordinary family life alone: %s', (text) => {
    expect(check(text).crisis).toBe(false);
  });

  it('does not hold a reply that talks about threats in general', () => {
    expect(check('if he ever says he will put you in hospital, that is a reason to call the police', 'reply').crisis).toBe(false);
  });
});
