/** Written by models/training/write-members-words.ts from the corpus's train split; do not edit by hand. */
export const MEMBERS_WORDS = `
  aboriginals abuela adderall adhd adulting aircon albanians aldi alexa alzheimers amitriptyline antipsychotics antisemitic antisemitism
  appt arfid asda ashwagandha asyl auschwitz avoidant bangladeshi bellend benzos bestie binged bingeing binned
  biryani blackpeople bolton bondi bouldering bradford braindead bruh burkas callum calmest calpol camhs cardiff
  cardio carers carriageway catastrophising checkouts chelsea childline chuffed cigs citalopram cking clonazepam cmon codamol
  collarbones convo couldve coursework covid cptsd crohns crossfit cyclists deadass deadlift debits decluttered decluttering
  deff defo dehumanising disabledpeople diwali dosette dubai dumbass elvanse emailing emdr emetophobia emoji emojis
  empath endo endometriosis eritrea escitalopram euthanised everytime ewes facebook facetime facetimed faff fantasising fckn
  ferrata fibro fifa filipina flatmates flinches fluoxetine footy fraudsters freshers gabapentin gamcare gaslighting gaypeople
  gaza gcse gcses generalised ggers ghanaian ghosted gilmore glovebox gofundme govt graffitied grandads grandkids
  greggs grogginess groomers grumbled gurdwara gypos gyppos hadnt hahaha hannah hasnt headbanging headscarf headteacher
  helpline hijab hijabi histrionic homophobes hoodies hosepipe hypomania hypomanic ibiza iftar ihate ihatejews ihatemuslims
  ikea influencer influencers insta instagram ipad iphone iphones iranian islamophobia jigaboos jobcentre jollof jooz
  journaling kayleigh kerala ketamine kevin keyring kieran kitkat kurds lagos lambing lamotrigine langar latina
  latinas latkes layby leaflet legalised lego lesbos levothyroxine lgbt lidl linkedin lithuanians lmao lockdown
  lorazepam lowkey marcus mcdonalds mdma mehndi meme memes methylphenidate microdosing millennial minecraft mirtazapine misgendered
  moaner modafinil mods monstera mozzies mubarak multistorey muppet mustve muzzies naltrexone nandos nans nathan
  netflix neurodivergent nicu nigs niqab nnies nonbinary nutters nytol olanzapine overcomplicating overdosing oversharing overthinking
  oxycodone paki pakis paracetamol parkinsons payslip pcos pentobarbital peoplearetrash pharma pigshit pikeys plasters pmdd
  podcast podcasts porajmos powerpoint ppos pregabalin prosecco prozac psies ptsd quetiapine quran raghead ragheads
  reddit refug rehomed rehoming relapsing retarted rewatching rheumatology ritalin rohingya roma romani romanians rosie
  rota rotherham roundabouts scammers scaries schizoaffective scratchcards screenshot scroungers selfie senco sertraline sharia shemale
  shld shoebox shouldve shud situationship slims smth snapchat somali somalis sophie spag spastics spazzes
  spotify ssri ssris starbucks stepchange stepdad stepmum steri sterilise sterilised stfu stillbirth stockpiled straighteners
  superdrug swindon taser tesco tiktok timeline tiredness tmrw tourettes trafficked tramadol trannies tranny trannys
  transgenders transitioning transpeople trichotillomania tylenol uber ucas unalive unfollow unfollowed unlearning urself username vape
  vaping venlafaxine vinted waitlist werent whatsapp whinger whiteboard wholl whos whove wifi wimmin windrush
  wogs wouldve xanax xans xbox yall yeet yess yids youll youtube youtuber zopiclone
`;
