/** Written by models/training/write-members-words.ts from the corpus's train split; do not edit by hand. */
export const MEMBERS_WORDS = `
  abseil abuela abuja adderall adhd adulting aircon airpod airpods albanians aldi alexa alzheimers amitriptyline
  antenatal antipsychotics antisemitic antisemitism anybodys appt arfid arvo asda ashwagandha asyl auschwitz autocorrect avoidant
  backstory bangladeshi bedsit bellend benzos bernie bestie bingeing binned biryani blackpeople bolton bondi bosnia
  bouldering bradford braindead bramble brecon bricklaying brighton bruh budgie burkas callum calmest calpol camhs
  carb cardiff cardio carers carlisle carriageway catastrophising catfished chaplaincy chelsea childline childminder chuffed churchwarden
  cigs citalopram civvy cking clonazepam cmon codamol collarbones colonising convo corsa couldve courgettes coursework
  covid cptsd crewmate criticises crohns crossfit cyclists daddys dancefloor deadass deadlift deadname debits decluttered
  decluttering deff defo dehumanising deliveroo depersonalisation dhaka disabledpeople dissociation diwali doncaster doomscrolling doritos dosette
  dubai dumbass duolingo ebay ehcp ellie elvanse emailing emdr emetophobia emoji emojis empath endo
  endometriosis enmeshment eritrea escitalopram europeens euthanised everyonell everytime ewes eyesights facebook facetime facetimed faff
  falklands fantasising fckn femoids ferrata fibro fibromyalgia fifa fifo filipina flatmates flinches fluoxetine fobbing
  footie footy fraudsters freshers gabapentin galway gamcare gamstop gaslighting gaypeople gaza gcse gcses generalised
  ggers ggot ghanaian ghosted gilmore globalists glovebox gobshite gofundme govt graffitied grandads grandchildrens grandkids
  greggs grogginess groomers grumbled gtfo gurdwara gypos gyppo gyppos hadnt hahaha halfords hangry hannah
  hasnt hayfever headbanging headbutted headscarf headscarves headteacher helmand helpline hijab hijabi hindoos histrionic hmrc
  homophobes hoodies hoovering hosepipe housebound hypoglycaemia hypomania hypomanic hypothyroid ibadan ibiza iftar ihate ihatejews
  ihatemuslims ikea immigrunts influencer influencers inshallah insta instagram ipad iphone iphones iranian islamophobia istg
  izmir jades jigaboos jigsaws jobcentre jollof jooz journaling kabul kayleigh kerala ketamine kevin keyring
  keyworker kieran killybegs kirpan kitkat klarna knust krakow kurds lagos lahore lambing lamotrigine langar
  latina latinas latkes laundrette layby layovers leaflet legalised lego lemsip lesbos letterbox levothyroxine lezzas
  lezzies lgbt liam lidl lightbulb linkedin lithuanians lmao lockdown logins lola lorazepam lowkey macarena
  macmillan mandir marcus marrows mcdonalds mdma meetup mehndi meme memes methotrexate methylphenidate microdosing millennial
  minecraft mirtazapine misgendered moaner modafinil mods mongs monstera morrison mozzies mubarak multistorey mumbai mummys
  muppet mustve muzzies naltrexone nandos nans nathan netflix neurodivergent neurone nicu nigs niqab nnies
  nonbinary nonces nutters nytol obvs ofsted okafor olanzapine oramorph osces overcomplicating overdosing oversharing overthinking
  oxycodone paki pakis paracetamol paralympics parkinsons passcode paulo payslip pcos pedos pensioner pentobarbital peoplearetrash
  peppa perinatal perth pfft pgce pharma phlebotomist pierogi pigshit pikey pikeys pilbara plaits plasters
  playstation pmdd podcast pokemon porajmos postbox postcode postie pottering powerpoint ppos prazosin pregabalin premiership
  pret priya prosecco prozac psies ptsd pune pushchair quetiapine quran raghead ragheads reassessment reddit
  refugeesnotwelcome refujees rehome rehomed rehoming relapsing retarted rewatching rheumatology ritalin roadworks rohingya rollercoaster roma
  romani romanians romany rota rotherham rothschilds rwanda ryan sabzi sainsburys sarmale satnav scaffolder scammers
  scaries schizoaffective scratchcards screenshot screenshots screenshotted scroungers sectioning selfie selfies semster senco sertraline sewerslide
  shannon sharia shemale shithole shitshow shld shoebox shouldve shud shutdowns silage situationship slims slovak
  slurry smth snapchat snowdon somali somalis sophie spag spastics spaz spazzers spazzes spongers spotify
  spreaders ssri starbucks stepchange stepdad stepmum steri sterilised stfu stillbirth stockpiled stoma straighteners stratford
  strimmer superdrug swansea swindon taliban taser tenancy tenerife tesco thornbury tiffin tiktok timeline tiredness
  tita tito tmrw tomoz tourettes towelheads trafficked tramadol trannies tranny trannys transgenders transitioning transpeople
  transwomen travelodge trichotillomania trope tues tupperware twix tylenol uber ucas unalive unfollow unfollowed unlearning
  unsee unsubscribed urself username uyghurs vaisakhi vape vaping venlafaxine vinted waitlist weedkiller wellies werent
  wetherspoons whatsapp whinger whiteboard wholl whos whove wifi wimmin windrush wogs worktop wouldve xanax
  xans xbox yall yeet yess yids yorkshires youll youtube zopiclone zumba
`;
