/** Written by models/training/write-members-words.ts from the corpus's train split; do not edit by hand. */
export const MEMBERS_WORDS = `
  aboriginals abuela adderall adhd adulting aircon airpod airpods albanians aldi alexa alzheimers amitriptyline antenatal
  antipsychotics antisemitic antisemitism anybodys appt arfid asda ashwagandha asyl auschwitz avoidant bangladeshi bangladeshis bedsit
  bellend benzos bestie binged bingeing binned biryani blackpeople bolton bondi bouldering bradford braindead bruh
  budgie burkas callum calmest calpol camhs cardiff cardio carers carlisle carriageway catastrophising checkouts chelsea
  childline childminder chuffed cigs citalopram civvy cking clonazepam cmon codamol collarbones convo corsa couldve
  coursework covid cptsd crewmate crohns crossfit cyclists daddys dancefloor deadass deadlift deadname debits decluttered
  decluttering deff defo dehumanising deliveroo disabledpeople dissociation diwali dosette dubai dumbass ehcp elvanse emailing
  emdr emetophobia emoji emojis empath endo endometriosis enmeshment eritrea escitalopram europeens euthanised everytime ewes
  eyesights facebook facetime facetimed faff fantasising fckn ferrata fibro fibromyalgia fifa filipina flatmates flinches
  fluoxetine fobbing footy fraudsters freshers gabapentin gamcare gaslighting gaypeople gaza gcse gcses generalised ggers
  ghanaian ghosted gilmore glovebox gofundme govt graffitied grandads grandkids greggs grogginess groomers grumbled gtfo
  gurdwara gypos gyppos hadnt hahaha hangry hannah hasnt hayfever headbanging headscarf headteacher helpline hijab
  hijabi histrionic hmrc homophobes hoodies hoovering hosepipe hypoglycaemia hypomania hypomanic ibiza iftar ihate ihatejews
  ihatemuslims ikea influencer influencers inshallah insta instagram ipad iphone iphones iranian islamophobia istg jigaboos
  jobcentre jollof jooz journaling kayleigh kerala ketamine kevin keyring kieran kirpan kitkat kurds lagos
  lambing lamotrigine langar latina latinas latkes layby leaflet legalised lego lemsip lesbos levothyroxine lgbt
  lidl lightbulb linkedin lithuanians lmao lockdown lorazepam lowkey macarena macmillan marcus marrows mcdonalds mdma
  meetup mehndi meme memes methylphenidate microdosing millennial minecraft mirtazapine misgendered moaner modafinil mods monstera
  mozzies mubarak multistorey mummys muppet mustve muzzies naltrexone nandos nans nathan netflix neurodivergent nicu
  nigs niqab nnies nonbinary nonces nutters nytol okafor olanzapine overcomplicating overdosing oversharing overthinking oxycodone
  paki pakis paracetamol paralympics parkinsons passcode payslip pcos pentobarbital peoplearetrash peppa pgce pharma pierogi
  pigshit pikeys plasters playstation pmdd podcast podcasts porajmos postbox postcode pottering powerpoint ppos pregabalin
  prosecco prozac psies ptsd pushchair quetiapine quran raghead ragheads reddit refugeesnotwelcome refujees rehome rehomed
  rehoming relapsing retarted rewatching rheumatology ritalin roadworks rohingya rollercoaster roma romani romanians rota rotherham
  sarmale scammers scaries schizoaffective scratchcards screenshot screenshotted scroungers selfie selfies senco sertraline sharia shemale
  shithole shld shoebox shouldve shud silage situationship slims slurry smth snapchat snowdon somali somalis
  sophie spag spastics spazzes spongers spotify ssri starbucks stepchange stepdad stepmum steri sterilised stfu
  stillbirth stockpiled stoma straighteners superdrug swindon taser tesco tiktok timeline tiredness tmrw tourettes trafficked
  tramadol trannies tranny trannys transgenders transitioning transpeople transwomen travelodge trichotillomania tues tylenol uber ucas
  unalive unfollow unfollowed unlearning unsubscribed urself username vape vaping venlafaxine vinted waitlist werent whatsapp
  whinger whiteboard wholl whos whove wifi wimmin windrush wogs worktop wouldve xanax xans xbox
  yall yeet yess yids youll youtube youtuber zopiclone zumba
`;
