/**
 * Common first names across the cultures our members write from, lower case, so a full name is found
 * in a text written without capitals ("my ex is mark davies"). Names that are also everyday English
 * words ("will", "grace", "ash") are listed apart: they count as a name only where the text says a
 * name follows ("i'm ash patel", "my son will"), never on their own.
 */
const LIST = (names: string): string[] => names.trim().split(/\s+/);

const ENGLISH_WELSH_SCOTTISH_IRISH = LIST(`
  aaron adam adrian aidan aiden alan alastair albert alex alexander alexandra alfie alice alison amanda ann amelia amy andrew
  andy angela anna anne annie anthony archie arthur barbara becky ben benjamin beth bethany billy bradley brandon brenda
  brian bridget bryony callum cameron caoimhe carl carla carol caroline catherine charlie charlotte chelsea chloe chris
  christine christopher ciara claire clare connor conor craig daniel danielle danny darren dave david debbie deborah declan
  denise dennis derek diane donna dorothy dylan eddie edward eileen elaine eleanor elizabeth ella ellie emily emma eoin
  eric ethan evan fiona freddie freya gareth gary gavin gemma george georgia geraint gillian graham gregory hannah harriet
  harvey hayley helen henry hollie ian isaac isabel isabella isabelle jack jacob jake james jamie jane janet jason jeff
  jennifer jenny jeremy jessica jill joan joanne joe joel john jon jonathan jordan joseph josh joshua judith julie justin karen
  kate katie katherine kathleen kayleigh keith kelly kenneth kerry kevin kieran kirsty laura lauren leah leanne lewis liam
  linda lisa lloyd logan louise lucy luke lydia lynn lynne malcolm margaret maria marie martin mary matthew megan melissa
  michael michelle mike molly morgan nathan neil niamh nicola nicole nigel oliver olivia oscar owen paul paula peter philip
  phillip rachel rebecca rhys richard robert robyn roisin ronan ross ruth ryan samantha sarah scott sean shannon sharon
  shaun sian simon sinead siobhan sophie stacey stephanie stephen steve steven stuart susan suzanne tanya terry thomas tim
  timothy toby tom tommy tony tracey tracy trevor valerie vanessa vicky victoria wayne wendy william zoe zoey gwen gethin
  dafydd iwan cerys ffion bronwen alun aled hamish fraser ewan iain morag shona ailsa kirsten lachlan angus seamus padraig
  aoife orla grainne eimear cormac oisin fergus ruairi saoirse tadhg mairead pete reece rory tyler bryn nia carys mared
  marcus oliver nathaniel nadine natalie naomi nina noah olly harley jordan kayla kyle shane stacy tara tessa wesley ashley
  courtney brittany tiffany kimberly heidi jodie jade sue amelie elsie evie lola mia millie phoebe poppy rosie ruby scarlett
  sienna matilda imogen jasmine layla maisie esme florence frankie lottie gracie bella harrison jenson louie mason reggie
  riley ronnie sonny stanley teddy theo theodore tobias zachary zach sebastian rupert hugo jasper felix ralph rufus
  colin derek doug douglas duncan frances gordon irene iris janice jean jeanette joyce julia julian kathryn kay kim lesley
  leslie lorraine marion maureen melanie miriam norman pamela pat patricia patrick pauline ray raymond rita roger ronald
  rosemary roy sally sandra shirley sheila stella sylvia ted tina vera vivian yvonne bradley jacinta hollie hazel ivy
  dan matt nat tash tasha lou jo jess becca kat liz sal abi abby gabby meg jen jim jimmy joey johnny kev stevie mick
  mikey phil greg fred alf bert ron reg stan ken len les mel viv val bev jackie gina steph sophia harry ollie jamal
  bobby bernard barry brendan glen glenn graeme lee ricky rob robbie russell sam sammy stewart vince vincent wendy beverley
`);

const US_CANADA_AUSTRALIA = LIST(`
  abigail addison aubrey austin avery bailey blake brady brayden brooke bryce caleb carson carter chad chase cody colton
  dakota dalton dawson destiny dustin emerson garrett grayson hailey hunter jace jackson jaden jayden jaxon jenna jillian
  josiah kaden kaylee kennedy kylie landon lane lincoln mackenzie madison makayla mckenzie paige parker peyton preston
  quinn reagan reese sawyer skylar spencer sydney taylor travis trent trenton tucker tyson wyatt zane brittney brianna
  cheyenne darnell deshawn jamal jalen keisha lakisha latoya malik marquis shanice tamika tyrone andre dwayne terrell
  jarrah kylie shane brett bronte darcy lachie kirra tahlia mitchell jacinta bree heath jedda
`);

const SOUTH_ASIAN = LIST(`
  aarav aditi aditya ajay akash amit amrit anand anil anita anjali ankit anushka arjun arun asha ashok deepa deepak devi
  dev dinesh divya gaurav geeta gita gopal harpreet harjit hari ishaan jaspreet jasvinder kavita kiran krishna kunal lakshmi
  manish manoj meena mohan nandini naveen neha nikhil nisha pooja pradeep pranav prakash priya priyanka priti preeti rahul raj rajesh
  rajiv rakesh ram ramesh rani ravi rekha rohan rohit sachin sanjay sanjeev santosh sapna shreya shruti simran sonia sunil
  sunita suresh swati tanvi usha varun vijay vikram vinod vishal yash zara imran asif faisal farhan fahad bilal hamza
  usman shahid tariq tahir nadia saima sana ayesha fatima amna hina rubina shazia naila sadia farah gurpreet manpreet
  navdeep parminder sukhdeep balwinder kuldeep rajinder amandeep
`);

const ARABIC_PERSIAN_TURKISH_AFRICAN = LIST(`
  ahmed ahmad ali amir amira aisha ayman bashir dina fadi farid hassan hussein ibrahim jamila karim khalid laila layla leila
  mahmoud mariam maryam mohamed mohammed mohammad muhammad mustafa nabil nasser noor nour omar rami rana rania reem samir
  sami samira tarek walid yasmin yasmine youssef yusuf zainab zaid zayn zain hadi huda salma salim dalia hiba ranya
  amina abdullah abdul idris ismail hamid rashid saeed majid nadia ali reza darius cyrus parisa shirin soraya mehmet
  ahmet emre elif zeynep ayse fatma burak deniz kerem murat selin oguz yusuf cem
  adebayo adeola ayo ayodele babajide bola chidi chidinma chinedu chioma chukwuemeka emeka ebuka femi folake funmi ifeoma
  ikenna kemi kunle ngozi nkechi nnamdi obinna oluwaseun olu seun segun tunde uche yemi kwame kofi kwabena akosua ama
  abena esi kojo yaw amara tendai tatenda farai thabo sipho themba zanele lerato nomvula precious blessing kagiso
  kelechi chiamaka ifeanyi tobi temi tolu dayo jide wale
`);

const EUROPEAN = LIST(`
  agnieszka aleksandra andrzej anna anja bartek bartosz dominik dorota ewa grzegorz jakub jan joanna kasia katarzyna
  krzysztof lukasz magda magdalena marek marta marcin michal monika natalia pawel piotr tomasz tomek wojciech zofia
  olena oksana olga iryna ivan dmitri dmitry sergei sergey yuri natasha svetlana tatiana vladimir andriy taras mykola
  alessandro alessia andrea antonio chiara francesca giovanni giulia giuseppe lorenzo luca marco matteo paolo roberto
  sofia valentina alejandro carlos carmen diego elena fernando gabriela isabel javier jorge jose juan lucia luis
  manuel mariana miguel pablo pedro rafael raquel rosa sergio beatriz joao tiago ines goncalo
  amelie antoine camille claude francois guillaume julien laurent louis mathieu nicolas pierre sebastien thierry
  anneke dirk hans jurgen klaus lars lena lukas mathias niklas sven ulrich wolfgang anke birgit heike katrin sabine
  ingrid astrid bjorn erik freja henrik johan karin linnea magnus nils sigrid soren
  dimitris giorgos kostas maria nikos eleni katerina yannis sotiris
`);

const EAST_SOUTHEAST_ASIAN_AND_HEBREW = LIST(`
  wei jun ming li mei lin ling xin yan hui jie hao yang chen feng jing lei ying xiaoming
  hiroshi kenji takashi yuki yuko haruto sakura akira naoko kaito hana emi ren sora
  minjun jiwoo seojun jiho minji seoyeon jisoo hyun jae sung eun
  nguyen minh thanh linh huong anh duc tuan phuong
  jose maria angelo marites rodel jomar
  avi ari yael noa tamar eitan yosef moshe shira dov ilana
  ngoc
`);

/** Names that are also everyday English words: a name only where the text says a name follows. */
export const WORD_LIKE_FIRST_NAMES = new Set(
  LIST(`
    ash will grace hope faith joy rose mark bill frank guy art rich drew chase hunter sky river rain summer april may june
    amber ruby holly ivy iris lily daisy poppy jade pearl penny robin heather gene jean don max bob nick sunny dean miles
    cliff sandy dawn pat sue ray jack reed grant glen wade lane jay deacon precious blessing patience mercy charity honey
    hazel olive violet willow autumn angel noble earl sage brook cole carol kay stanley sydney lincoln victoria
    georgia chelsea madison dakota kennedy preston heath stella teddy austin florence trent stan mick ram dev ken les val rob
  `),
);

/** Every first name, word-like ones included. */
export const FIRST_NAMES = new Set([
  ...ENGLISH_WELSH_SCOTTISH_IRISH,
  ...US_CANADA_AUSTRALIA,
  ...SOUTH_ASIAN,
  ...ARABIC_PERSIAN_TURKISH_AFRICAN,
  ...EUROPEAN,
  ...EAST_SOUTHEAST_ASIAN_AND_HEBREW,
  ...WORD_LIKE_FIRST_NAMES,
]);
