import { describe, expect, it } from 'vitest';
import { checkCrisis } from './crisis.js';
import { normalizeText } from './normalize.js';
import type { MessageContext } from './types.js';

const CRISIS_REASON =
  "Thank you for trusting us with this. You don't have to carry it alone: a person from our team will read your message. If you are in danger or might act on these thoughts, call or text 988, or call 911, now.";

const check = (text: string, context: MessageContext = 'post') => checkCrisis(normalizeText(text), { context });

describe('checkCrisis flags risk for a human to read', () => {
  it.each([
    ['suicidal_ideation', 'I want to kill myself.'],
    ['suicidal_ideation', 'i want to k!ll mys3lf'],
    ['suicidal_ideation', 'i just want to dieeee'],
    ['suicidal_ideation', 'i wanna unalive myself'],
    ['suicidal_ideation', 'kms honestly'],
    ['suicidal_ideation', 'I keep thinking about suicide, every single night.'],
    ['suicidal_ideation', "I've been feeling suicidal since the divorce."],
    ['suicidal_ideation', 'suicidal again. nothing helps.'],
    ['suicidal_ideation', 's u i c i d e feels like the only option'],
    ['suicidal_ideation', 'Everyone would be better off without me.'],
    ['suicidal_ideation', 'I feel trapped and the only way out I can see is dying.'],
    ['suicidal_ideation', 'I wish I was dead.'],
    ['suicidal_ideation', "I don't know why I want to die, I just do."],
    ['suicidal_ideation', 'I want to end it all.'],
    ['passive_ideation', "I don't want to be alive anymore."],
    ['passive_ideation', 'I wish I could go to sleep and never wake up.'],
    ['passive_ideation', "what's the point of living anymore"],
    ['passive_ideation', 'No one would even notice if I was gone.'],
    ['passive_ideation', 'I feel like such a burden to everyone.'],
    ['passive_ideation', "There's nothing left to live for."],
    ['suicide_plan', 'I have a plan to end it tonight.'],
    ['suicide_plan', 'I googled painless ways to die.'],
    ['suicide_plan', 'I wrote a goodbye letter to my sister.'],
    ['suicide_plan', "I'm going to kill myself this weekend."],
    ['suicide_attempt', 'I took a bunch of pills last night and woke up in the hospital.'],
    ['suicide_attempt', 'I tried to kill myself on Sunday.'],
    ['overdose', 'overdosing right now, sorry everyone'],
    ['suicide_attempt', 'my last attempt was in march'],
    ['self_harm', "I've been cutting again."],
    ['self_harm', 'I cut myself last night and I feel so ashamed.'],
    ['self_harm', 'the urge to hurt myself is so loud tonight'],
    ['self_harm', 'I relapsed on self harm after 40 days.'],
    ['abuse', "My dad hits me when he's drunk and I'm scared to go home."],
    ['abuse', "I'm scared he will kill me if I leave."],
    ['abuse', 'He threatened to kill me last night.'],
    ['abuse', "I'm not safe at home."],
    ['abuse', "I'm in an abusive relationship and I don't know how to leave."],
    ['violence_risk', 'I want to hurt him so badly I could kill him.'],
    ['violence_risk', "Sometimes I think I'm going to hurt someone at work."],
    ['someone_else_at_risk', 'My friend told me she wants to kill herself, what do I do?'],
    ['suicidal_ideation', "I'm not going to kill myself tonight, but I keep thinking about it."],
    ['suicidal_ideation', 'i wont kill myself, at least not tonight'],
    ['suicidal_ideation', 'im not going to kill myself just yet'],
    ['suicidal_ideation', 'im going to drown myself in the canal after work'],
    ['suicidal_ideation', 'i want to shoot myself in the head at work'],
    ['self_harm', 'i cut last night, i was drinking'],
    ['self_harm', 'i relapsed again. booze then blades'],
    ['passive_ideation', "I'm not suicidal, but I don't want to wake up tomorrow."],
    ['suicide_plan', "Sitting here with my dad's gun in my mouth."],
    ['suicide_plan', 'I keep aiming it at my head and putting it down again.'],
    ['suicide_attempt', 'Last spring my gun jammed, and I never told anyone.'],
    ['suicide_plan', "I'm going to spend my last night somewhere quiet by the sea."],
    ['suicide_plan', 'this is my last post. thank you all.'],
    ['suicide_plan', "I've been stockpiling my sleeping pills for weeks."],
    ['suicide_plan', 'I think I will check out early this year.'],
    ['suicidal_ideation', 'Some nights I think about doing myself in.'],
    ['passive_ideation', 'There is no point living like this.'],
    ['passive_ideation', 'Why should I even stay alive?'],
    ['passive_ideation', "I'm not even scared of dying anymore."],
    ['passive_ideation', "I don't have the guts to swallow all my pills."],
  ])('%s: %s', (signal, text) => {
    const result = check(text);
    expect(result).toMatchObject({ check: 'crisis', crisis: true, reason: CRISIS_REASON });
    expect(result.score).toBeGreaterThanOrEqual(0.5);
    expect(result.matches.some((match) => match.startsWith(`${signal}:`))).toBe(true);
  });
});

describe('checkCrisis leaves ordinary pain, idioms and support alone', () => {
  it.each([
    'im gonna drown myself in this bath of paperwork. conveyancing is hell',
    "I'm so tired of everything.",
    'This week was hell.',
    'I feel empty since she died.',
    'I could kill for a coffee right now.',
    'This exam is killing me.',
    "I'm dying to see that movie.",
    "I'd rather die than go to that party again.",
    'I nearly died of embarrassment at work.',
    "I'm going to kill it at my interview tomorrow.",
    'My mom is going to kill me when she sees my grades.',
    'My brother died by suicide last year and I miss him every day.',
    'Please don\'t kill yourself, you matter so much.',
    "If you're thinking about suicide, please call 988.",
    'Are you having thoughts of hurting yourself?',
    'I hurt myself at the gym yesterday, nothing serious.',
    'I burned myself on the stove making dinner.',
    "I hate my life right now, it's so unfair.",
    "I'm done with this job.",
    'I want to disappear for a while and go camping.',
    'Taking my life one day at a time.',
    "I'm cutting back on coffee.",
    'Started cutting carbs this month.',
    'I feel hopeless and worthless lately.',
    'I was so angry I screamed into a pillow.',
    'My grandma died and I cannot stop crying.',
    "I'm going to kill my brother if he eats my fries lol",
    'I used to cut myself but I have been two years clean now.',
    'I was suicidal as a teenager, and now I am doing well.',
    'my ex used to hit me years ago, I am safe now',
    'I am writing a paper about suicide prevention.',
    'Suicidal thoughts are very real and very hard, so be gentle with yourself.',
    'This is my last post for a while, I need a break from screens.',
    'Today is my last day at this job and I am nervous.',
    "I'm afraid of dying, and my health anxiety is worse at night.",
    'Well, it is time for me to go to bed. Thanks for listening.',
    'My brother took me to the range and I held a rifle for the first time.',
    'I have a gun license for hunting with my father.',
    'Why should I live with my parents after college?',
    'Checking out of the hotel early tomorrow.',
  ])('%s', (text) => {
    const result = check(text);
    expect(result.crisis).toBe(false);
    expect(result.reason).toBeUndefined();
  });
});

describe('checkCrisis and denials', () => {
  it.each([
    "I'm not suicidal, just sad.",
    'I would never hurt myself, I just feel numb.',
    "I don't want to die, I want the pain to stop.",
    "I've never had suicidal thoughts, but I am so lonely.",
    "i'm not suicidal, i'm not going to hurt myself, i'm just really, really sad tonight",
  ])('keeps a low score without flagging: %s', (text) => {
    const result = check(text);
    expect(result.crisis).toBe(false);
    expect(result.score).toBeLessThan(0.5);
    expect(result.matches.every((match) => match.startsWith('negated_'))).toBe(true);
  });

  it('flags a denial that comes with another sign', () => {
    const result = check("I'm not suicidal. I just wish I could disappear forever.");
    expect(result.crisis).toBe(true);
  });

  it('does not treat "the only reason" as a denial', () => {
    expect(check("The only reason I haven't killed myself is my dog.").crisis).toBe(true);
  });

  it('still flags a past attempt, however long ago', () => {
    const result = check('I attempted suicide ten years ago and I am grateful I am still here.');
    expect(result.crisis).toBe(true);
    expect(result.matches).toEqual(['past_suicide_attempt: "attempted suicide"']);
  });
});

describe('checkCrisis and recovery told from afterwards', () => {
  it.each([
    ['a clean count with the habit named', "i'm 5 years self harm free and today a kid at work asked about the scars on my arm"],
    ['clean for a number of years', "my sh scars got commented on at the doctor's today and i felt ashamed even though i've been clean for 6 years"],
    ['an age then and an age now', "i was suicidal at 19. i'm 34 now"],
    ['back when', 'i saved up pills for months back in uni. my flatmate found them and took me to the gp'],
    ['scars covered over', 'finally got a tattoo over my old self harm scars. sunflowers'],
    ['a relative in the plural', 'youth worker here. one of my kids who was self harming last year just got into college'],
    ['a relative with "has been"', "my daughter's been self harming (she's getting help) and i'm holding everyone together"],
    ['last year, told from a good place', 'last year i was suicidal and now i am planning my wedding'],
    ['suicidal thoughts last winter and safer now', 'i had suicidal thoughts last winter. i made a safety plan with my gp and i feel safer now'],
    ['an attempt years ago, told from a good place', "the fifth anniversary of when i tried to end my life. i'm doing okay. i'm a mum now"],
    ['an attempt with its year in the next sentence', 'I tried to take my own life after my business went under. That was seven years ago. I now volunteer on a helpline.'],
    ['an attempt at an age long past', "i had my stomach pumped at 19. i'm 45 now and i run the peer group at our local mind"],
    ['years since the attempt, bad days named', "two years since my suicide attempt today. i still have hard days but i'm glad to be alive"],
    ['years today since, in words', "it's five years today since i tried to end it all. i'm doing well now, i'm a nurse now"],
    ['an age then in words', "when i was sixteen i took an overdose. i'm forty now and i'm a dad of two"],
    ['years back', "a few years back i took an overdose in my old bedsit. today i got the keys to my own house and i'm so glad i'm still here"],
    ['the age in the next sentence', "i found my old self harm box in the attic. from when i was thirteen. i'm okay."],
    ['old sh scars', 'my old sh scars caught the sun on holiday, first time i wore a vest top'],
    ['scars on the arms called old', 'the scars on my legs are old, i just hate the questions at the pool'],
    ["someone else's attempt last season, doing well now", 'my dad took an overdose back in april. hes home now doing really well and we went fishing'],
    ["someone else's crisis last year, their life now", 'my brother was suicidal last year and this summer he got married. best man speech done'],
    ['a count in years, with bad nights', "i'm 3 years clean from self harm and still have bad nights. i keep a box of stuff instead"],
    ['the habit not done for years', 'i self harmed for most of my teens and im 31 now, havent done it in 9 years. it can stop'],
    ['not for months', "i've been self harming since i was fourteen. and i haven't for four months now"],
    ['in uni, told from the job now', 'i was self harming really badly when i was in uni. now im a youth worker'],
    ["someone else's age then and now", "one of my kids self harmed at 13. she's 19 now and doing really well"],
    ['a psych ward last year, at work today', "i was in a psych ward this time last year. today i'm at work. normal day"],
  ])('publishes %s: %s', (_label, text) => {
    expect(check(text).crisis).toBe(false);
  });

  it.each([
    ['a clean count broken', "i've started hurting myself again after two years clean"],
    ['an age then, still going on', "i was suicidal at 19 and i'm 34 now and it's back again"],
    ['last year, and no word of being safe now', 'last year i was suicidal and i feel it coming back'],
    ['an attempt weeks ago, however well the writer says they are', "i tried to kill myself 3 weeks since i last saw her. i'm doing okay now"],
    ['an attempt last year, told from a good place', "i attempted suicide last year. i'm doing okay now"],
    ['an attempt years ago, with the thoughts still there', "i tried to end my life 6 years ago. i'm okay but i still have the thoughts"],
    ['an attempt years ago, with nothing said about now', 'I tried to take my own life in 2016.'],
    ['an attempt weeks since, told from a good place', "it's been three weeks since my suicide attempt. i'm doing okay now"],
    ['years since the attempt, and the thoughts back', "two years since my suicide attempt today and the thoughts came back this week. i'm glad to be alive but scared"],
    ['an age then in words, and it is back', 'when i was sixteen i took an overdose and tonight i want to do it again'],
    ["someone else's attempt last season, back again", 'my brother took an overdose back in april. hes home now doing really well but he said he wants to die again tonight'],
    ["someone else's attempt last week", 'my friend tried to kill herself last week. shes doing okay now'],
    ["someone else doing well, the writer's worry the only doubt, but the danger back", 'my sister was suicidal last spring and shes doing well now but shes still saying she wants to die'],
    ['years since a loss, and the wish now', 'its been six years since my dad died and i want to kill myself'],
    ['years today since a loss, and the wish now', 'six years today since i lost my mum and i want to die'],
    ['years since an accident, and the wish now', 'its been seven years since the accident and i cant do this anymore i want to die'],
    ['an age then in words, and now the wish', 'when i was sixteen my dad left and now i want to die'],
    ['years since the attempt, and the wish in its own clause', 'ten years since my attempt and i want to die'],
    ["someone else home now, but a goodbye just texted", 'my sister tried to kill herself last year and shes home now but she just texted me goodbye'],
    ["someone else doing well now, and a rope", 'my sister tried to kill herself last year. shes doing well now. she texted me that she has a rope'],
    ["someone else home now, and goodbye letters", 'my friend tried to kill herself back in may. shes home now and shes writing goodbye letters'],
    ["someone else well only on the outside", 'my friend was suicidal last year and hes doing great now on the outside but he told me he has a plan'],
    ["someone else well only at hiding it", 'he is doing well now at hiding it. my brother tried to kill himself last year'],
    ['a count in years, and it back tonight', 'im 3 years clean from self harm and i relapsed tonight, its bad'],
    ['not done for months, and the blade in hand', 'havent done it in 3 months. the blade is in my hand now'],
    ['through the teens, and again now', 'i self harmed through most of my teens and now im doing it again every night'],
    ["someone else's age then and now, and again last night", 'my son hit me when he was 16. hes 24 now and he hit me again last night'],
    ['a kid when it started, and still happening', 'i was just a kid when my stepdad started touching me and it still happens every weekend'],
    ['through the teens, and cut an hour ago', 'ive been cutting for most of my teens and i cant stop, did it an hour ago'],
    ['not done for a year, blades bought today', 'i havent cut in a year but i bought blades today and im going to use them'],
    ['a relapse told in the sentence before the clean count', 'i cut myself last night. i havent done it in 2 years and i feel like such a failure'],
    ["someone else's age then and now, and a plan now", 'my daughter tried to kill herself when she was 14. shes 17 now and she told me she has a plan'],
    ['a brother then and now, still living with us', 'my brother raped me when he was 15. im 18 now and he still lives with us'],
    ['months clean, and a relapse bleeding now', 'i relapsed after 8 mths clean and cut deep, cant stop the bleeding'],
    ['bad moments where the plan is made', 'im doing well now. i tried to kill myself 4 years ago and i still have bad moments where i plan how'],
    ["a relative's pills kept by the writer", "i've got my mum's sleeping pills in my coat pocket and i'm going to take them tonight"],
    ['a plural that is not the subject', 'my kids deserve a mum who isnt me. i want to die'],
    ["a relative's drinking and means in the writer's post", "mum's had a bottle of wine and keeps saying she wants to go and be with nan. she's stood at the door with her car keys"],
  ])('still holds %s: %s', (_label, text) => {
    expect(check(text).crisis).toBe(true);
  });
});

describe('checkCrisis and abuse told as history', () => {
  it.each([
    ['a childhood', 'I was sexually abused throughout my childhood. I forgot the memories for a long time.'],
    ['years in a relationship, left', 'I spent six years in a very abusive relationship. After she was born, I made my way out.'],
    ['getting out', "i'm a man and i was in an abusive relationship with a woman. it happened. i'm out now"],
    ['a kid', 'I was abused by my stepfather as a kid and it took me years to tell anyone.'],
    ['ptsd from it', 'I have PTSD from being raped and abused, and I get uncomfortable when guys yell.'],
    ['the work named after it', "i used to believe the things he said about me. now i'm studying to be a domestic abuse advocate"],
    ['a son, then and now', "my son hit me when he was 16 and using. he's 24 now, clean, and he brought me flowers"],
    ['a kid then, safe now', 'i was also a kid who put a chair under the door. im 40 now and safe'],
  ])('publishes %s: %s', (_label, text) => {
    expect(check(text).crisis).toBe(false);
  });

  it.each([
    ['hit again last night', 'I spent years in an abusive relationship and last night he hit me again.'],
    ['bruises now', 'I was abused as a kid and now my husband has left me covered in bruises.'],
    ['fear for safety', 'I got out of an abusive relationship but he found me and I fear for my safety.'],
    ['still in it', "I've been in an abusive relationship for 3 years now."],
    ['living with the abuser', 'My dad abused me growing up and I still live with him.'],
    ['a childhood abuser back, with "again"', 'my uncle cornered me again like he used to when i was little. he is staying with us next week'],
    ['a rape months ago', 'I was raped by an acquaintance less than 6 months ago.'],
    ['a kid then, and still going on', 'i was a kid when he started and hes still doing it, he came in my room last night'],
  ])('still holds %s: %s', (_label, text) => {
    expect(check(text).crisis).toBe(true);
  });
});

describe('checkCrisis and ordinary reasons', () => {
  it.each([
    ['a move home, the last post', "it's my last post from sydney, tomorrow i fly home to ireland for good. goodbye bondi"],
    ['a move abroad, things given away', "I'm leaving the UK for good next month. I've been giving away all my stuff to the lads at work."],
    ['a move with its arrangements', 'moving back to nigeria. gave my car to my church, my flat to my cousin. this is goodbye from london'],
    ['leaving the app because well', "this is my last day posting here because i'm finally well enough to not need it"],
    ['goodbye to a place', 'last day at school ever!!! goodbye forever to that place lol'],
    ['heights looked up for a course', 'researching the tallest buildings in london for my architecture course'],
    ['a bridge looked up for a project', 'looked up how high the bridge is for my geography project'],
    ['the conditional of temper', "i could strangle my husband. he's put a red sock in with the whites AGAIN"],
    ['the sea, taken back at once', "my team lost again. i'm going to walk into the sea. (im not, im going to the pub)"],
    ['a burden with a practical help named', 'i feel like a burden on my mum because she does all my lifts since i lost my licence'],
    ['a burden after a stroke', 'since the stroke my wife has to help me in the shower and i feel like a burden'],
    ['a cut while shaving', 'cut myself shaving and it bled like a horror film'],
    ['a burn at work', 'burned my arm on the steam wand at work. aloe vera and sympathy please'],
    ['a bungee jump', 'bungee jumping off a bridge in new zealand was the best day of my life'],
    ['a film binge', 'my mate overdosed on christmas films this weekend'],
    ['a sugar rush', 'im overdosing on chocolate this christmas lol'],
    ['living out of boxes', 'im so tired of living out of boxes since we moved'],
    ['beaten at a game', 'my dad beat me at darts again tonight, i demand a rematch'],
    ['beaten at a game named the sentence before', 'taught my nan to play scrabble. she beat me by forty points.'],
    ['an animal groomed', 'took the pony out for the last time and groomed her till she shone'],
    ['a thing broken named', "i'm going to kill my brother when he gets in. he's eaten all my leftovers"],
    ['a threat over a car scratched', "my mum says she's going to kill me when she sees i scratched her car lol"],
    ['a rope bought for her course', 'my sister bought rope for her sailing course and i nearly had a heart attack'],
    ['beaten by a score', 'she beat me 3-1 at tennis lol'],
    ['beaten, the game played before', 'we went bowling tonight he beat me lol'],
    ['a horse groomed, named after', 'i groomed him every day, my old horse, miss him'],
    ['a goodbye that is a goodnight', 'night shift done, bye all, heading to bed x'],
    ['a last time about an ex', 'ok this is the last time ill moan about my ex, swear down'],
    ['a goodbye forever to a job', 'goodbye forever, awful retail job. started my apprenticeship today'],
    ['goodbye letters to a class', 'writing goodbye letters for my year 6 class, they leave for secondary next week'],
    ['a goodbye with an exam in the morning', 'bye guys exam in the morning 📚'],
    ['a goodbye until after exams', 'bye guys see u after my exams'],
    ['goodbye letters to classes before a move of school', "wrote goodbye letters to my classes bc i'm moving schools"],
    ['a last post here for a while', 'last post here for a while. need a break from screens, going camping with the kids. back soon x'],
    ['a goodbye letter to colleagues', 'wrote a goodbye letter to my colleagues before i switched departments'],
    ['a parent\'s funeral wishes', "found my dad's funeral wishes in his desk drawer, he wanted a jazz band"],
    ['funeral wishes as a form at work', 'everyone in the regiment filled in funeral wishes paperwork before deployment, standard stuff'],
    ['a roof and a repair', 'helped my uncle fix the gutters, we sat on the roof after with a brew'],
    ['a bridge and fireworks', 'we stood on the bridge to watch the fireworks, so pretty'],
    ['the tallest building for a birthday', 'got tickets to the top of the tallest building for my mums birthday, the view was unreal'],
  ])('publishes %s: %s', (_label, text) => {
    expect(check(text).crisis).toBe(false);
  });

  it.each([
    ['a move as a cover story', "told them i was moving abroad. i'm not. this is my last post"],
    ['a goodbye with no move', "this is my last post. i've given away my stuff"],
    ['arrangements with a trip as the cover story', 'cancelled my therapy sessions, paid my bills, and left my keys with my mate. he thinks im going travelling'],
    ['a move with a goodbye and hopelessness', 'moving back to nigeria. gave my car to my church. this is goodbye. i feel hopeless'],
    ['goodbye forever to the world', 'goodbye forever to this world'],
    ['the conditional of temper, meant literally', "i'm so angry i could kill him and i mean that literally"],
    ['the conditional of temper, knife in hand', "I'm so angry I could kill my roommate. I've got a knife in my hand and I'm outside his door"],
    ['the sea, not taken back', "i'm going to walk into the sea tonight"],
    ['the sea, insisted on', "i'm going to walk into the sea. i'm not joking"],
    ['a burden with nothing practical named', 'I feel like such a burden to everyone.'],
    ['a practical burden and hopelessness', 'she has to help me in the shower and i feel like a burden. i feel hopeless'],
    ['shaving that kept going', "shaving my legs and i just kept going on my thigh. i can't stop the bleeding"],
    ['living like this', "i'm so tired of living like this"],
    ['beaten with a game named, and hurt', 'he beat me after the darts match and i had to go to hospital'],
    ['beaten with no game', 'he beat me last night and i have bruises'],
    ['groomed with no animal', 'my coach groomed her for years and nobody saw'],
    ['a kill with no trivial offence', "i'm going to kill my brother when he gets in. i've got a knife"],
    ['a kill with a trivial offence, meant literally', "i'm going to kill him for eating my leftovers and i mean it literally"],
    ['a game named, then beaten with the cue', 'he beat me at pool then beat me with the cue'],
    ['a game the sentence before, and hurt', 'we played pool. he beat me so bad i cant see out of my eye'],
    ['beaten after a game, no loss named', 'after the game he beat me'],
    ['a child groomed, a dog walked past', 'my coach groomed her and shes only 12. i walk my dog past his house'],
    ['the writer groomed, a dog named', 'my coach has been grooming me. i have a dog'],
    ['a child groomed, a horse at the yard', 'i think my daughters coach groomed her. we have a horse at his yard'],
    ['a boy groomed, the dog brushed', 'brushed the dog then realised my uncle groomed him for years'],
    ['a game played, then beaten at home', 'we went bowling and when we got home he beat me'],
    ['a child groomed, the dog asleep the sentence before', 'my dog is asleep. my stepdad groomed her when she was little'],
    ['the writer groomed her, no animal', 'i groomed her and now she wont tell anyone'],
    ['a trivial offence and a body broken', "im going to kill my stepdad. he broke my straighteners and my nose"],
    ['a goodbye to people with thanks', 'goodbye everyone. thanks for everything you did for me'],
    ['a goodnight with pills taken', 'bye everyone x off to bed. i took all my tablets'],
    ['a last time posting, no ex', 'this is the last time ill be on here'],
    ['goodbye forever, nothing addressed', 'goodbye forever everybody'],
    ['a goodbye letter to family', 'wrote a goodbye letter to my husband and kids'],
    ['goodbye letters to a class, never back', 'writing goodbye letters to my pupils. i wont be here after friday'],
    ['own funeral wishes with a date', 'did my funeral wishes form for when im gone. saturday'],
    ['a funeral wishes form with a means', 'filled in the funeral wishes form at the co-op and bought the rope'],
    ['a bridge at a time, alone', 'stood on the bridge at 2am on my own watching the water'],
    ['a roof for the view, and the jump', 'sat on the roof for the view and keep thinking about the jump'],
    ['a roof repair and the edge', 'sat on the roof where the roofer fixed the tiles, right at the edge, one step'],
    ['a goodnight that is forever', 'bye everyone x off to bed. forever this time'],
    ['a goodnight with no waking', 'bye everyone x off to bed and i wont be waking up'],
    ['a goodnight, sleep for ever', 'bye everyone x going to sleep for ever'],
    ['a see-you-after taken back', 'bye guys see you after my exams. jk. im not going to be here'],
    ['a goodbye with an exam, and love you all forever', 'bye guys exam in the morning. love you all, this is goodbye forever'],
    ['a see-you-after that is a jump', 'bye guys see u after i jump'],
    ['a see-you-soon with a dead grandad', 'bye everyone see you soon, im going to see grandad again'],
    ['a see-you-next-week if still alive', 'bye all see u next week if im still alive'],
    ['a last post here until found', 'last post here until they find me'],
    ['a last post here for a while, with pills', 'last post here for a while. the pills are in front of me'],
    ['a goodnight that is the end', 'bye everyone x off to bed. sleep tight. this is the end for me'],
    ['goodbye letters to a class and to family', 'wrote goodbye letters to my students and my kids, its done'],
    ['a goodbye letter to a job and to family', 'wrote a goodbye letter to my job and my family, they will understand'],
    ['goodbye notes to a team and parents', 'writing goodbye notes for my team and my parents'],
    ['a funeral wishes form, not long now', 'filled in my funeral wishes form. not long now'],
    ['a funeral wishes form, when i go', 'funeral wishes form filled in. its all sorted for when i go'],
    ['funeral wishes everyone does, no wait', 'my funeral wishes are done, everyone has to do them eventually. i wont need to wait'],
    ["a parent's funeral wishes, and mine done now", 'my dads funeral wishes were a burial. mine are done now too'],
    ['a roof for the sunset, how easy', 'sat on the roof for the sunset thinking how easy it would be'],
    ['the tallest building for the view, to be free', 'on top of the tallest building for the view, just want to be free'],
  ])('still holds %s: %s', (_label, text) => {
    expect(check(text).crisis).toBe(true);
  });
});

describe('checkCrisis in replies', () => {
  it('flags a member who discloses their own risk while replying', () => {
    expect(check("Honestly I'm feeling suicidal too right now.", 'reply').crisis).toBe(true);
  });

  it.each([
    'Feeling suicidal is so exhausting, I hope you reach out to someone tonight.',
    "Wanting to die doesn't make you weak.",
    'Please call 988 if you feel like you want to die.',
    'I know you want to end it all, but please stay.',
  ])('does not flag words aimed at the listener: %s', (text) => {
    expect(check(text, 'reply').crisis).toBe(false);
  });
});

describe('checkCrisis result', () => {
  it('adds up several softer signs', () => {
    const result = check("I can't take it anymore and I feel so hopeless.");
    expect(result.crisis).toBe(true);
    expect(result.matches).toEqual(['hopelessness: "cant take it anymore"', 'hopelessness: "hopeless"']);
  });

  it('needs another sign before access to a firearm or a farewell flags', () => {
    expect(check('I have a gun in my closet.')).toMatchObject({ crisis: false, matches: ['lethal_means: "i have a gun"'] });
    expect(check("It's time for me to go.").crisis).toBe(false);
    expect(check("It's time for me to go. There is no point living through this anymore.").crisis).toBe(true);
    expect(check('I have a gun in my closet and I feel so hopeless.').crisis).toBe(true);
  });

  it('names the signs read at full weight, not those denied or told as past', () => {
    expect(check('i want to kill myself tonight').signals).toContain('suicidal_ideation');
    expect(check('i tried to kill myself when i was 15. im 40 now and doing well').signals).toEqual([]);
  });

  it('is empty for a calm message', () => {
    expect(check('Had a good walk today, small wins.')).toEqual({ check: 'crisis', score: 0, crisis: false, signals: [], matches: [] });
  });
});

describe('checkCrisis reads spoken and sideways wording', () => {
  it.each([
    ['hesitations inside a phrase', "i took, um, a load of my brother's, uh, sleeping tablets"],
    ['a word said twice', "I don't see the point in, in staying alive"],
    ['a comparison with going on living', "i'd rather be dead than keep living like this"],
    ['a denial that ends before a new statement', "the war ended and i didn't, and i want to die"],
    ['a sign that carries its own negation', "i haven't kept food down in a week and my hair is falling out"],
    ['pills called "them"', "i've got more pills. taking them all to make it stop"],
    ['two final arrangements in one post', 'sorted who gets the records and moved all my savings to my sister'],
    ['two signs of a body in danger', 'fainted on the stairs and my heart keeps skipping'],
  ])('flags %s: %s', (_label, text) => {
    expect(check(text).crisis).toBe(true);
  });

  it.each([
    ["a chore compared", "i'd rather die than sit through that meeting again"],
    ['a panic attack', "i'm so shaky and dizzy after my panic attack, heart racing"],
    ['arrangements for a move', 'moving to leeds: sorted who gets the plants and gave my bike to my neighbour'],
    ['arrangements in a reply', 'sorted who gets the plants and moved my savings, just like you did'],
  ])('leaves %s alone', (label, text) => {
    expect(check(text, label === 'arrangements in a reply' ? 'reply' : 'post').crisis).toBe(false);
  });
});
