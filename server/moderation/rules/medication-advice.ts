import { clauseBefore, DISCOURSE_LEADS, isQuoted, leadWordsPattern, sentenceAfter, sentenceBefore, startsItsClause } from './clauses.js';
import type { Finding } from './findings.js';
import type { MessageContext } from './types.js';

/**
 * Advice about someone else's medication: stopping, changing a dose, or starting a named drug.
 * Only advice counts: a member's own story ("I stopped taking my meds"), a question ("should I
 * stop my meds?"), a warning ("don't stop your meds suddenly") and a pointer to the doctor
 * ("ask your doctor before you change your dose") all pass.
 */

const DRUG_NAMES =
  'lithium|prozac|zoloft|lexapro|celexa|paxil|wellbutrin|effexor|cymbalta|trintellix|pristiq|viibryd|seroquel|abilify|risperdal|zyprexa|latuda|vraylar|rexulti|lamictal|depakote|xanax|valium|klonopin|ativan|adderall|ritalin|vyvanse|concerta|strattera|ambien|trazodone|gabapentin|buspirone|buspar|hydroxyzine|propranolol|mirtazapine|remeron|sertraline|fluoxetine|escitalopram|citalopram|venlafaxine|duloxetine|bupropion|quetiapine|aripiprazole|olanzapine|risperidone|lurasidone|lamotrigine|clonazepam|alprazolam|lorazepam|diazepam|temazepam|zolpidem|methylphenidate|naltrexone|suboxone|methadone|spravato|ketamine';
const DRUG_CLASSES =
  'meds|medication|medications|medicine|medicines|pills|tablets|antidepressants?|anti-depressants?|ssris?|snris?|antipsychotics?|mood stabili[sz]ers?|benzos?|benzodiazepines?|sleeping pills|sleep meds|anxiety meds|anti-anxiety (?:meds|medication|pills)|psych meds|stimulants?|prescriptions?';
const RECREATIONAL = 'weed|marijuana|cannabis|cbd|thc|edibles|shrooms|magic mushrooms|psilocybin|lsd|mdma|molly|kratom|painkillers|opioids|oxy|oxycodone|percocet|vicodin';
const MEDICATIONS = `(?:${DRUG_CLASSES}|${DRUG_NAMES})`;
const DETERMINERS = '(?:your |the |those |these |all |all of your |all your |any |all those |that |this |them |off )?';

const STOP_OR_CHANGE = new RegExp(
  [
    `\\b(?:stop|quit|come off|get off|go off|ditch|drop|skip|flush|throw (?:out|away)|cut out|wean (?:yourself )?off|taper(?: off)?)(?: of)?(?: (?:taking|using))? ${DETERMINERS}${MEDICATIONS}\\b`,
    `\\b(?:double|up|increase|raise|lower|decrease|reduce|halve|cut|change|adjust|bump up|play with) (?:your |the )?(?:dose|dosage|doses|${MEDICATIONS})\\b`,
    `\\btake (?:more|less|extra|double|half|a double dose|twice as much|two|a couple|a few|an extra)(?: of)? (?:your |the |those )?${MEDICATIONS}\\b`,
    `\\b(?:switch|change|go) (?:to|from|onto) (?:${DRUG_NAMES})\\b`,
  ].join('|'),
  'g',
);
const START_OR_TRY = new RegExp(
  `\\b(?:try|take|get on|go on|start|start on|ask (?:your doctor|your psychiatrist|a doctor|them) for|ask for|pop|use|get(?: a prescription for)?|smoke|microdose)(?: some| a few| a couple| a little| an?)? (?:${DRUG_NAMES}|${RECREATIONAL}|antidepressants?|ssris?|benzos?|sleeping pills|anti-anxiety (?:meds|medication|pills)|anxiety meds|meds|medication|medicated)\\b`,
  'g',
);
const YOU_NEED_MEDS = new RegExp(
  `\\b(?:you|u)(?: really| just| clearly| obviously| definitely| probably| seriously)? (?:need|should get|should be on|should go on|should start|should take|should try|need to be on|need to get on|need to go on|need to start|need to take|need to try|need to get|need to be|gotta get on) (?:some |on |back on )?(?:${MEDICATIONS}|medicated|${RECREATIONAL})\\b`,
  'g',
);
const DISCOURAGING_TREATMENT = new RegExp(
  `\\b(?:you (?:dont|do not) need (?:${MEDICATIONS}|therapy|a therapist)|(?:${MEDICATIONS}|therapy|psychiatry|therapists|psychiatrists) (?:are|is) (?:just )?(?:poison|a scam|a crutch|garbage|evil|useless|bad for you|toxic|a lie|a racket|a waste|for the weak|numbing you|making you worse|bullshit|bs)\\b)`,
  'g',
);

const ADVICE_LEADS = leadWordsPattern([
  ...DISCOURSE_LEADS,
  'maybe', 'perhaps', 'maybe just', 'you should', 'you should just', 'you need to', 'you have to', 'you must', 'you gotta', 'you ought to',
  'you could', 'you could just', 'you can', 'you can just', 'you might want to', 'you may want to', 'you could try', 'try to', 'try and',
  'u should', 'u need to', 'yall should', 'you guys should', 'you all should', 'everyone should', 'everyone needs to', 'anyone should',
  'people should', 'i would', 'id', 'i would just', 'id just', 'i suggest', 'i suggest you', 'i recommend', 'i recommend you',
  'i would suggest', 'id suggest', 'my advice is to', 'my advice', 'why not', 'why dont you', 'better to', 'its better to',
  'its best to', 'best to', 'definitely', 'seriously', 'honestly', 'also',
]);
/** Advice given together with "talk to your doctor" is a pointer to the doctor, not a prescription. */
const WITH_THE_DOCTOR =
  /\b(?:with|talk to|talk with|ask|check with|consult|see|tell|discuss (?:it )?with|guidance of|supervision of|okay from|ok from|approval from|without) (?:your |a |the |their )?(?:doctor|dr|psychiatrist|prescriber|pharmacist|gp|nurse|provider|physician|medical team|care team)\b/;

export function findMedicationAdvice(words: string, context: MessageContext): Finding[] {
  const findings: Finding[] = [];
  for (const pattern of [STOP_OR_CHANGE, START_OR_TRY]) {
    for (const match of words.matchAll(pattern)) {
      const index = match.index ?? 0;
      const clause = clauseBefore(words, index, true);
      if (!startsItsClause(clause, ADVICE_LEADS) || isQuoted(words, index)) continue;
      if (sentenceAfter(words, index).endsWith('?')) continue;
      findings.push({ signal: 'medication_advice', excerpt: (clause ? `${clause} ` : '') + match[0], score: adviceScore(words, index) });
    }
  }
  for (const match of words.matchAll(YOU_NEED_MEDS)) {
    const index = match.index ?? 0;
    if (!startsItsClause(clauseBefore(words, index), ADVICE_LEADS) || sentenceAfter(words, index).endsWith('?')) continue;
    findings.push({ signal: 'medication_advice', excerpt: match[0], score: adviceScore(words, index) });
  }
  if (context === 'reply') {
    for (const match of words.matchAll(DISCOURAGING_TREATMENT)) {
      findings.push({ signal: 'discouraging_treatment', excerpt: match[0], score: 0.8 });
    }
  }
  return findings;
}

function adviceScore(words: string, index: number): number {
  const sentence = sentenceBefore(words, index) + ' ' + sentenceAfter(words, index);
  return WITH_THE_DOCTOR.test(sentence) ? 0.3 : 0.85;
}
