/** Written by models/training/write-members-words.ts from the corpus's train split; do not edit by hand. */
export const MEMBERS_WORDS = `
  aboriginals abuela adderall adhd adulting aircon airpod airpods albanians aldi alexa alzheimers amitriptyline antenatal
  antipsychotics antisemitic antisemitism anybodys appt arfid asda ashwagandha asyl auschwitz avoidant backstory bangladeshi bangladeshis
  bedsit bellend benzos bestie bingeing binned biryani blackpeople bolton bondi bouldering bradford braindead brecon
  brighton bruh budgie burkas callum calmest calpol camhs carb cardiff cardio carers carlisle carriageway
  catastrophising catfished chaplaincy checkouts chelsea childline childminder chuffed cigs citalopram civvy cking clonazepam cmon
  codamol collarbones colonising convo corsa couldve coursework covid cptsd crewmate criticises crohns crossfit cyclists
  daddys dancefloor deadass deadlift deadname debits decluttered decluttering deff defo dehumanising deliveroo disabledpeople dissociation
  diwali doomscrolling doritos dosette dubai dumbass ehcp ellie elvanse emailing emdr emetophobia emoji emojis
  empath endo endometriosis enmeshment eritrea escitalopram europeens euthanised everytime ewes eyesights facebook facetime facetimed
  faff falklands fantasising fckn femoids ferrata fibro fibromyalgia fifa fifo filipina flatmates flinches fluoxetine
  fobbing footie footy fraudsters freshers gabapentin gamcare gaslighting gaypeople gaza gcse gcses generalised ggers
  ggot ghanaian ghosted gilmore globalists glovebox gobshite gofundme govt graffitied grandads grandchildrens grandkids greggs
  grogginess groomers grumbled gtfo gurdwara gypos gyppo gyppos hadnt hahaha halfords hangry hannah hasnt
  hayfever headbanging headbutted headscarf headscarves headteacher helmand helpline hijab hijabi hindoos histrionic hmrc homophobes
  hoodies hoovering hosepipe housebound hypoglycaemia hypomania hypomanic hypothyroid ibiza iftar ihate ihatejews ihatemuslims ikea
  immigrunts influencer influencers inshallah insta instagram ipad iphone iphones iranian islamophobia istg izmir jigaboos
  jigsaws jobcentre jollof jooz journaling kayleigh kerala ketamine kevin keyring kieran killybegs kirpan kitkat
  klarna krakow kurds lagos lahore lambing lamotrigine langar latina latinas latkes layby leaflet legalised
  lego lemsip lesbos letterbox levothyroxine lezzas lezzies lgbt liam lidl lightbulb linkedin lithuanians lmao
  lockdown logins lola lorazepam lowkey macarena macmillan marcus marrows mcdonalds mdma meetup mehndi meme
  memes methotrexate methylphenidate microdosing millennial minecraft mirtazapine misgendered moaner modafinil mods mongs monstera morrison
  mozzies mubarak multistorey mummys muppet mustve muzzies naltrexone nandos nans nathan netflix neurodivergent neurone
  nicu nigs niqab nnies nonbinary nonces nutters nytol ofsted okafor olanzapine oramorph overcomplicating overdosing
  oversharing overthinking oxycodone paki pakis paracetamol paralympics parkinsons passcode paulo payslip pcos pedos pensioner
  pentobarbital peoplearetrash peppa perinatal perth pfft pgce pharma pierogi pigshit pikey pikeys plaits plasters
  playstation pmdd podcast porajmos postbox postcode pottering powerpoint ppos prazosin pregabalin premiership pret priya
  prosecco prozac psies ptsd pushchair quetiapine quran raghead ragheads reassessment reddit refugeesnotwelcome refujees rehome
  rehomed rehoming relapsing resits retarted rewatching rheumatology ritalin roadworks rohingya rollercoaster roma romani romanians
  romany rota rotherham rothschilds ryan sarmale scaffolder scammers scaries schizoaffective scratchcards screenshot screenshots screenshotted
  scroungers sectioning selfie selfies semster senco sertraline sewerslide shannon sharia shemale shithole shld shoebox
  shouldve shud silage situationship slims slovak slurry smth snapchat snowdon somali somalis sophie spag
  spastics spaz spazzes spongers spotify spreaders ssri starbucks stepchange stepdad stepmum steri sterilised stfu
  stillbirth stockpiled stoma straighteners stratford strimmer superdrug swansea swindon taser tenancy tenerife tesco thornbury
  tiktok timeline tiredness tita tito tmrw tourettes towelheads trafficked tramadol trannies tranny trannys transgenders
  transitioning transpeople transwomen travelodge trichotillomania trope tues tupperware twix tylenol uber ucas unalive unfollow
  unfollowed unlearning unsubscribed urself username vaisakhi vape vaping venlafaxine vinted waitlist weedkiller wellies werent
  wetherspoons whatsapp whinger whiteboard wholl whos whove wifi wimmin windrush wogs worktop wouldve xanax
  xans xbox yall yeet yess yids youll youtube zopiclone zumba
`;
