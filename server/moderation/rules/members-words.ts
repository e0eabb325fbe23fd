/** Written by models/training/write-members-words.ts from the corpus's train split; do not edit by hand. */
export const MEMBERS_WORDS = `
  aboriginals abuela adderall adhd adulting aircon albanians aldi alexa alzheimers amitriptyline antipsychotics antisemitic antisemitism
  appt arfid asda ashwagandha auschwitz avoidant bangladeshi bellend benzos bestie binged bingeing binned blackpeople
  bouldering bruh burkas callum calpol cardiff cardio carriageway catastrophising childline cigs citalopram cking clonazepam
  cmon codamol collarbones couldve coursework covid cptsd crohns deadlift debits decluttered decluttering dehumanising disabledpeople
  diwali dosette dubai dumbass elvanse emailing emdr emetophobia emoji emojis empath endo endometriosis eritrea
  escitalopram euthanised everytime facebook facetime faff fantasising fckn ferrata fibro fifa flatmates flinches fluoxetine
  footy freshers gabapentin gaslighting gaypeople gaza gcse gcses generalised ggers ghosted gilmore glovebox gofundme
  govt graffitied grandads grandkids greggs grogginess groomers gurdwara gypos gyppos hadnt hahaha hannah hasnt
  headbanging helpline hijab histrionic hoodies hosepipe hypomania hypomanic iftar ihate ikea influencer insta instagram
  ipad iphone iranian jigaboos jollof journaling kayleigh kerala ketamine kevin keyring kieran kitkat lagos
  lamotrigine latina latinas leaflet lego lesbos levothyroxine lgbt lidl linkedin lmao lockdown lorazepam lowkey
  marcus mcdonalds mdma mehndi meme memes methylphenidate microdosing mirtazapine misgendered moaner modafinil mubarak multistorey
  muppet mustve muzzies nans nathan netflix neurodivergent nicu nigs nnies nonbinary nutters nytol olanzapine
  oversharing overthinking paki pakis paracetamol parkinsons payslip pcos pensioner peoplearetrash pharma pigshit pikeys plasters
  pmdd podcast ppos pregabalin prosecco prozac psies ptsd quetiapine quran raghead ragheads randoms reddit
  rehomed rehoming relapsing retrds rewatching rheumatology ritalin roma romani romanians rosie rota scammer scammers
  scaries schizoaffective scroungers selfie senco sertraline sharia shemale shoebox shouldve shud situationship smth snapchat
  somalis sophie spag spastics spazzes spotify ssri ssris stepchange stepdad stepmum steri sterilised stfu
  stillbirth straighteners superdrug takeaways tesco tiktok timeline tiredness tmrw tourettes trafficked tramadol trannies tranny
  trannys transgenders transpeople trichotillomania uber unalive unfollow unfollowed unlearning urself username vape vaping venlafaxine
  waitlist werent whatsapp whinger whos whove wifi wimmin windrush wogs workplaces wouldve xanax xans
  xbox yall yeet yess youll youtube zopiclone
`;
