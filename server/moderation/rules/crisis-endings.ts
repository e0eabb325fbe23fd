/**
 * Crisis signs told as an ending already seen: a last day named, no future past a date, a death that
 * would pay or relieve someone, the body found, reunion with someone dead, an overdose or a burn under
 * way, the engine running in a closed garage. Scores below 0.5 are context and flag with a second sign.
 */
import { END_OF_CLAUSE_OR_TAG, signal, type CrisisSignal } from './crisis-signals.js';

const DAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
const A_DATE_AHEAD = `(?:the weekend|christmas|new year|my birthday|next (?:week|year|month)|tomorrow|${DAY}|spring|summer)`;
const SOMEONE_DEAD = String.raw`(?:died|passed away|passed|gone|lost (?:him|her|them)|grave|funeral|heaven|ashes|anniversary)`;
const BODY_PART = '(?:arm|arms|leg|legs|wrist|wrists|thigh|thighs|skin|hand|stomach|chest)';

/** "the engine is running rough", "running again after a week in the garage": a car being mended. */
const ENGINE_NOT_A_FAULT = '(?! (?:rough|fine|smooth\\w*|well|better|again|its last|on its last|the way out|badly|hot|lumpy))';

export const CRISIS_ENDING_SIGNALS: CrisisSignal[] = [
  // No future past a date.
  signal('passive_ideation', 0.75, 'unless_someone_else', String.raw`\b(?:(?:dont|do not) think (?:ill|i will|im going to|i) (?:see|live to see|be here (?:for|at)) ${A_DATE_AHEAD}|(?:dont|do not|cant) see myself (?:waking up|seeing|being here) (?:on |for |at )?${A_DATE_AHEAD}|(?:there is|theres) no (?:next year|next christmas|future|tomorrow|next week) for me|(?:cant|can not|cannot) do another (?:week|day|night|year|month) of (?:being me|living|existing))\b(?![^.!?\n]*\b(?:working|work|shifts?|staffed|deadlines?|exams?|revision|uni|school)\b)`),
  signal('passive_ideation', 0.75, 'unless_someone_else', String.raw`\b(?:last time (?:anyone|everyone|you all|any of you|you) (?:will )?(?:have|has|need|needs) to (?:listen to|hear|deal with|put up with|read)|(?:no one|nobody|noone) (?:has|will have|needs|will need) to (?:check on|worry about|look after|deal with|hear from) me (?:ever )?again)\b`),
  // Calm because the when is known.
  signal('suicide_plan', 0.7, 'unless_someone_else', String.raw`\b(?:calm|calmer|peaceful|lighter|relieved|at peace|better|comfort\w*)(?: [a-z]+){0,4} (?:because|bc|cos|since|now that) i know (?:when|how)\b|\bi know how (?:its|it is|it) (?:going to|gonna|will) end(?: and when)?${END_OF_CLAUSE_OR_TAG}`),
  signal('suicide_plan', 0.45, 'unless_someone_else', String.raw`\b(?:(?:it|this|everything)(?:ll| will) (?:all )?be over (?:on ${DAY}|tonight|tomorrow|this weekend|by ${DAY})|(?:genuinely|honestly|totally|really|finally) at peace with it${END_OF_CLAUSE_OR_TAG}|(?:its|it is) time to (?:go|leave)(?= *(?:$|[.!?,;\n]| x+\b| now| for real)))`),
  // What a death would pay, and who it would relieve.
  signal('passive_ideation', 0.75, 'unless_someone_else', String.raw`\b(?:suicide clause|(?:life )?insurance(?: [a-z]+){0,3} (?:pays|pays out|is worth|worth) more than (?:i|me)|worth more (?:dead|to them dead|to my family dead)|(?:get|gets|would get|will get) the (?:life )?insurance(?: money| payout)?(?: [a-z]+){0,2} (?:and (?:finally )?be (?:ok|okay|fine|better off|sorted)|when im gone|after im gone))\b`),
  // The body found; reunion with someone dead.
  signal('farewell', 0.85, 'unless_someone_else', String.raw`\b(?:(?:the (?:one|outfit|dress|clothes)|what) i (?:want|wanna) to be (?:found|buried) in|(?:im|i am|ive) (?:choosing|chosen|choose) to go${END_OF_CLAUSE_OR_TAG}|last ever (?:post|message|voice note))`),
  // The death is looked for only where the reunion was said: a look around at every position would be slow.
  signal('suicide_plan', 0.75, 'unless_someone_else', String.raw`\b(?:(?:ill|i will|i can|im gonna|im going to) be with (?:him|her|them|my \w+) (?:again )?(?:soon|tonight|then|on ${DAY}|next week)\b|(?:ill|i will|im gonna|im going to) (?:be with|join) (?:him|her|them|my \w+)${END_OF_CLAUSE_OR_TAG})(?:(?<=\b${SOMEONE_DEAD}\b[^]*)|(?=[^]*\b${SOMEONE_DEAD}\b))`),
  signal('farewell_context', 0.35, 'unless_someone_else', String.raw`\b(?:(?:my )?funeral (?:playlist|songs)|(?:playlist|songs) for my funeral|(?:want|would like) my ashes (?:scattered|spread))\b`),
  signal('intent_context', 0.35, 'unless_someone_else', String.raw`\b(?:(?:(?:its|it is|this is|and its|its honestly) )?not a joke${END_OF_CLAUSE_OR_TAG}|can hear (?:it|the train) coming|(?:the )?barriers (?:are )?coming down|(?:the )?trains? (?:is )?coming${END_OF_CLAUSE_OR_TAG})`),
  // An overdose or a burn under way, the engine running in a closed garage.
  signal('overdose', 0.75, 'unless_someone_else', String.raw`\b(?:taking|swallowing|necking) (?:them|the pills|the tablets|my pills|my tablets) one (?:by|after) (?:one|another)|(?:the )?(?:whole|entire) (?:pack|packet|box|bottle|strip|tub) (?:of (?:pills|tablets|paracetamol|meds|sleeping pills) )?(?:is |s )?(?:gone|empty|down)(?= *(?:$|[.!?,;\n]| and| now))`),
  signal('self_harm', 0.85, 'unless_someone_else', String.raw`\b(?:(?:lighter|cigarette|iron|hot knife|hair straighteners)(?: [a-z]+){0,5} (?:till|until|til) (?:it|my skin|the skin) (?:bubbles|blisters|bubbled|blistered|melts)|(?:burnt|burned|burning) my ${BODY_PART} again|skin(?:s| is)? (?:bubbling|blistering) (?:up )?(?:again|from the))\b`),
  signal('suicide_plan', 0.8, 'unless_someone_else', String.raw`\b(?:(?<!\b(?:(?:car|van|it)(?: is| s)|cars|vans|its)(?: still| again| back)? )in (?:the|my) garage(?:[ .,]{1,3}[a-z]+){0,8}[ .,]{1,3}engines? (?:is |s )?(?:still )?(?:on|running)${ENGINE_NOT_A_FAULT}|engines? (?:is |s )?(?:still )?(?:on|running)${ENGINE_NOT_A_FAULT}(?:[ .,]{1,3}[a-z]+){0,8}[ .,]{1,3}in (?:the|my) garage|garage door (?:is |s )?(?:down|shut|closed)(?:[ .,]{1,3}[a-z]+){0,6}[ .,]{1,3}(?:engines?|car) (?:is |s )?(?:still )?(?:on|running)${ENGINE_NOT_A_FAULT}|(?:engines?|car) (?:is |s )?(?:still )?(?:on|running)${ENGINE_NOT_A_FAULT}(?:[ .,]{1,3}[a-z]+){0,6}[ .,]{1,3}garage door (?:is |s )?(?:down|shut|closed))\b`),
  signal('eating_disorder_danger', 0.7, 'built_in', String.raw`\b(?:my )?bmi (?:is |of |at |hit |down to )?(?:1[0-4]|[5-9])(?:\.\d)?\b(?! ?(?:points?|percent|%))`),
];
