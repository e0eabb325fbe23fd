/**
 * Words that follow a first name in a story but are not a surname ("sam said", "emma and me",
 * "jake 19", "linda passed"), so "my friend sam said" is not read as a full name. Verb forms in -ed,
 * -ing and -ly adverbs are recognised by their ending (see `isSurname`), so only the irregular ones are here.
 */
const LIST = (words: string): string[] => words.trim().split(/\s+/);

const FUNCTION_WORDS = LIST(`
  a an the and or but nor so yet for of in on at to from by with without about after before over under into onto off out up
  down as than then that this these those there here where when while who whom whose which what why how if because though
  although unless until till since also too very really just still even only ever never always already again almost maybe
  not no yes yeah yea yep nope nah ok okay oh hey hi hello bye lol lmao omg haha xx xxx x etc tbh ngl btw idk rn
  i me my mine you your yours u ur he him his she her hers it its we us our they them their myself yourself himself herself
  itself ourselves themselves everyone someone anyone nobody everybody somebody anybody everything something anything nothing
  is are was were be been being am do does did done has have had will would shall should can could may might must
  isn't wasn't aren't weren't don't doesn't didn't hasn't haven't hadn't won't wouldn't can't cant couldn't shouldn't
  dont doesnt didnt isnt wasnt wont wouldnt couldnt shouldnt havent hasnt
  he's she's it's that's there's who's what's i'm im i've ive i'd i'll he'd she'd they're theyre they've we're
  all both each every some any many much more most less few other another such same own either neither
  like unlike plus via per near past around through across along against between among during within towards toward
  outside inside behind beside below above upon throughout underneath besides except
  back away home together alone apart ago now today tonight tomorrow yesterday later soon once twice first last next
  please thanks thank sorry well right left sure beyond af asf fr anyway anyways tho though btw fyi ig imo imho tbf iirc
  aka hehe hahaha xd jk hi hiya here sometimes usually often rarely barely hardly kinda sorta legit lowkey highkey
  prob probs def
  one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen
  nineteen twenty thirty forty fifty sixty seventy hundred second third fourth fifth
`);

const COMMON_VERBS = LIST(`
  say says said tell tells told ask asks reply replies respond responds answer answers add adds come comes came go goes went gone get gets got gotten make makes made take takes took
  taken give gives gave given know knows knew known think thinks thought see sees saw seen want wants look looks feel feels
  felt try tries keep keeps kept let lets help helps start starts stop stops love loves hate hates likes need needs use uses
  die dies pass passes lose loses lost live lives work works broke breaks break move moves send sends sent text texts hug
  hugs cry cries scream screams laugh laughs shout shouts hit hits lie lies lay sit sits sat stand stands stood walk walks
  run runs ran meet meets met find finds found bring brings brought buy buys bought pay pays paid put puts turn turns become
  becomes became kill kills hurt hurts write writes wrote written read reads hear hears heard talk talks speak speaks spoke
  show shows teach teaches taught sing sings sang play plays leave leaves call calls mean means meant seem seems
  stay stays wait waits watch watches win wins won grow grows grew begin begins began fall falls fell sleep sleeps slept
  eat eats ate drink drinks drank drive drives drove forget forgets forgot understand understands understood believe
  believes cares care wish wishes miss misses visit visits check checks sounds sound says get goes
  attends attend studies study stays starts finishes joins volunteers cleans cooks drives rides waits worries struggles
  fights refuses blames ignores bullies treats deserves reminds remembers smiles sobs smokes vapes swears yells shouts
  screams cheats lies hides sends texts rings phones messages posts shares agrees argues complains mentions notices
  understands supports listens stays sleeps wakes dances sings writes draws paints reads
`);

/** Who a member says they are after "i'm <first name>": "i'm sam, nonbinary", "i'm emma sober 3 years". */
const SELF_DESCRIPTIONS = LIST(`
  newbie aged age sober clean nonbinary trans enby autistic bipolar adhd bpd ocd ptsd anxious gay lesbian bi pan ace queer
  straight single pregnant uk us usa english british american irish scottish welsh canadian aussie kiwi indian nigerian
  polish she her he they them
`);

const COMMON_NOUNS_AND_ADJECTIVES = LIST(`
  mum mom mummy mommy mam dad daddy mother father sister brother son daughter wife husband partner boyfriend girlfriend
  friend friends mate mates family kids kid baby child children cousin uncle aunt auntie nan nana gran grandma grandad
  grandpa people person guy guys girl girls boy boys man men woman women lady lad lads
  day days week weeks month months year years yr yrs hour hours minute minutes time times night morning evening
  old new big little small good bad best better worse worst great nice kind happy sad okay fine glad lovely amazing
  awful terrible horrible sweet cute funny strange weird crazy sick ill dead alive gone tired busy free lucky poor
  true real fake whole full half enough exactly totally literally honestly basically actually probably definitely
  hospital school college uni university street road avenue house home station centre center clinic
  office shop store pub club bar cafe restaurant hotel room flat apartment town city village county country place
  thing things stuff way lot lots bit kind sort type part side end point story name names number
  birthday christmas funeral wedding party holiday weekend summer winter spring autumn
  god jesus christ lord heaven hell
`);

export const NOT_SURNAMES = new Set([...FUNCTION_WORDS, ...COMMON_VERBS, ...COMMON_NOUNS_AND_ADJECTIVES, ...SELF_DESCRIPTIONS]);

/** Names people carry as a second first name ("ellie mae", "sarah jane", "lily rose"): not a surname after a first name. */
export const MIDDLE_NAMES = new Set(LIST('mae may rose marie jane jayne louise anne ann grace lily beth jo lee leigh lou kate ellen elizabeth claire joy hope faith belle jean lynn sue rae ray'));

/** Surnames with an ending that usually marks a verb or an adverb. */
export const SURNAMES_WITH_VERB_ENDINGS = new Set(
  LIST(`
    ahmed mohammed muhammed mahmood reed fleming manning keating harding browning pickering golding dowling whiting
    channing cummings jennings hastings billings collings fielding gooding hemming spalding stebbing bunting banning
    connolly donnelly beverly kimberly shelly tully kelly reilly healy
  `),
);
