import type { EvalCase } from '../rubric.js';
import { rewordingsOf } from './rewording.js';

/**
 * Three new wordings of every knowledge, safety and feeding case of the first development files
 * (knowledge.ts, safety.ts, feeding.ts, and those of second-round.ts), each in a different
 * register: terse phone typing; a chatty owner with context and a digression; and a formal,
 * indirect or differently worded one (a breed for the species, other units, other words). Each is
 * judged as its original is. Written before the advisor's code was read for it.
 */
export const REWORDED_KNOWLEDGE_SAFETY_FEEDING: readonly EvalCase[] = [
  // knowledge.ts: dogs
  ...rewordingsOf(
    'When does a puppy need its shots?',
    ['when do pups get there vaccines'],
    [
      "We're picking up our first puppy in a couple of weeks, a little spaniel cross from a farm down the road. The kids have already named him Biscuit and bought about forty toys. The farmer said he's had 'something' done already but was vague about it. What age are puppies meant to have their vaccinations, and how many rounds is it?",
    ],
    ['At what age is it recommended that a young dog receive its vaccinations?'],
  ),
  ...rewordingsOf(
    'how often should i bathe my dog',
    ['dog bath how often'],
    [
      "My partner thinks our retriever needs a bath every single week because she rolls in everything at the park, and I think that's way too much and will dry her skin out. We argue about it every Sunday, honestly. So who's right, how often is it sensible to bathe a dog?",
    ],
    ['What is the appropriate bathing frequency for a pet dog?'],
  ),
  ...rewordingsOf(
    'My dog goes crazy barking every time someone walks past the window',
    ['dog barks like mad at every person passing the window how do i stop it'],
    [
      'I work from home and my terrier has appointed himself head of security. Anyone walking past the front window, the postman, kids on scooters, an old man with a newspaper, and he launches himself at the glass barking his head off. My video calls are a joke at this point. Is there any way to calm him down about it?',
    ],
    [
      'Whenever a passer-by appears in front of our window, my dog reacts with frantic, excessive barking. What can be done about this behaviour?',
    ],
  ),
  ...rewordingsOf(
    'What is the best way to crate train a rescue dog?',
    ['rescue dog crate training tips'],
    [
      "We adopted a greyhound last month. She's about four and came from a racing kennel, so everything in a house is new to her, even stairs! A trainer friend swears by crates but I'm worried that as a rescue she might have bad associations with being shut in. How would you go about getting a rescue dog comfortable with a crate?",
    ],
    [
      'I would appreciate advice on introducing a crate to a dog adopted from a shelter: which method works best?',
    ],
  ),
  ...rewordingsOf(
    'my dog drags me down the street on walks',
    ['dog pulls so hard on the lead my arm hurts'],
    [
      "Walks with my 35 kg shepherd mix are basically me water-skiing behind him. He spots a pigeon and off we go. I'm 60 and I'd like to actually enjoy our walks again rather than being hauled along the pavement. What can I do to stop him pulling me?",
    ],
    [
      'On our daily outings my dog constantly pulls me forward on the leash. How can I teach him to walk calmly beside me?',
    ],
  ),
  ...rewordingsOf(
    'My dog howls and chews the door whenever I leave the house',
    ['pup whines and wrecks the door every time im out'],
    [
      "Since I went back to the office after two years working from home, my collie has been really struggling. My neighbour says she howls for ages after I leave, and she's chewed half the paint off the back door. I feel awful about it. Why is she doing this and what can I do?",
    ],
    ['Each time I depart from home, my dog begins to howl and gnaw at the door. How should I address this?'],
  ),
  ...rewordingsOf(
    'How much exercise does a border collie need?',
    ['border collie exercise per day?'],
    [
      "I'm thinking about getting a border collie. I grew up with one on my grandad's farm and she was the best dog ever, but I live in town now and work part time. Before I commit, how much exercise does the breed actually need every day?",
    ],
    ['What daily amount of physical activity is required for a Border Collie?'],
  ),
  ...rewordingsOf(
    'Why is my dog dragging his bum on the carpet?',
    ['why does my dog scoot his butt on the rug'],
    [
      "Okay, slightly embarrassing one. We had guests over for dinner last night and my pug chose that moment to sit down and drag his backside right across the living room carpet in front of everyone. My daughter nearly died laughing. He's done it a few times this week. What makes a dog do that?",
    ],
    ['For what reason would a dog rub his hindquarters along the floor covering?'],
  ),
  ...rewordingsOf(
    'is it normal that my dog eats grass',
    ['dog eats grass every walk normal?'],
    [
      'Every time we go to the park my spaniel grazes like a little cow. My mum insists it means she is ill, but she seems perfectly happy and full of beans. Is grass eating a normal dog thing, or should I be stopping her?',
    ],
    ['Should the consumption of grass by a dog be regarded as normal behaviour?'],
  ),
  ...rewordingsOf(
    'My 10 week old puppy bites my hands constantly',
    ['10 wk old pup keeps biting my hands nonstop'],
    [
      'Our new puppy is ten weeks old and absolutely adorable until she turns into a tiny piranha. My hands and ankles are covered in little scratches and my son is starting to be nervous of playing with her. How do we get her to stop biting us?',
    ],
    [
      'A puppy of ten weeks of age continually nips and mouths at my hands. What is the correct way to handle this?',
    ],
  ),
  ...rewordingsOf(
    'my dog keeps shaking his head and scratching his ear',
    ['dog shaking head + scratchin his ear alot'],
    [
      "My cocker spaniel has been flapping his head around and scratching at one ear with his back foot for the last couple of days. He loves swimming in the lake at weekends, not sure if that's related. What could be going on?",
    ],
    ['My dog repeatedly shakes his head and paws at his ear. What might be the cause?'],
  ),
  ...rewordingsOf(
    'How often should I worm my puppy?',
    ['puppy worming how often'],
    [
      "Just brought home a lab puppy, the first dog I've had since I was a kid, and so much has changed since then! The breeder gave us a sheet of paper with all the dates on it, which I've promptly lost. How often should a puppy be getting worming treatment?",
    ],
    ['What deworming schedule is recommended for a young puppy?'],
  ),
  ...rewordingsOf(
    'My 12 year old lab is stiff getting up in the mornings',
    ['12 yr old lab v stiff in the mornings'],
    [
      "Our old boy Murphy is a chocolate Labrador, twelve this spring, and he's been with us since before the kids were born. Lately it takes him a good while to get going in the mornings: he stands up really slowly and walks stiffly for the first few minutes, then seems fine. Is that just age or can we help him?",
    ],
    [
      'Upon rising each morning, my Labrador Retriever (aged twelve) shows marked stiffness. What might this indicate?',
    ],
  ),
  ...rewordingsOf(
    'My dog has a honking cough after staying at the kennels',
    ['dog got a honky cough since boarding kennels'],
    [
      "We got back from a week in Spain and picked up our beagle from the boarding place, and since then he's had this weird goose-honk cough, especially when he pulls on the lead. Otherwise he's eating and playing normally. What is it likely to be?",
    ],
    [
      'Since a stay at a boarding facility, my dog has developed a cough that sounds like honking. What could it be?',
    ],
  ),
  ...rewordingsOf(
    'Does my dog really need heartworm pills?',
    ['do dogs actually need heartworm meds'],
    [
      'The vet keeps adding heartworm tablets to our bill and money is tight this year with the new roof. My dog hardly goes anywhere except the back yard and the local park. Are the heartworm preventives really necessary for him, or is it an upsell?',
    ],
    ['Is heartworm prevention medication truly necessary for my dog?'],
  ),
  ...rewordingsOf(
    'Should I neuter my large breed puppy early or wait?',
    ['neuter big breed pup early or wait?'],
    [
      "We've got a Great Dane puppy, four months old and already the size of a small pony. Our vet is happy to neuter him whenever we like, but a friend in the breed club says I must wait. I'm getting conflicting advice everywhere. Is it better to neuter a large breed puppy early, or to hold off?",
    ],
    [
      'In the case of a puppy of a large breed, is early castration advisable, or would it be preferable to delay it?',
    ],
  ),
  ...rewordingsOf(
    'How do I teach my dog to come back when called?',
    ['dog ignores me calling him back, recall training how'],
    [
      "Off the lead at the beach my whippet is a different dog. She hears me shouting her name and just keeps running after the seagulls. It's embarrassing, and a bit scary near the car park end. How do I train her to come back to me when I call?",
    ],
    ['What is the method for training a dog to return reliably on command?'],
  ),
  ...rewordingsOf(
    'How do I trim my dog’s nails without hurting him?',
    ['cutting dogs nails scared to hurt him how'],
    [
      "My poodle's nails are clicking on the kitchen floor and the groomer is booked up for six weeks. I bought clippers but I'm terrified of hurting him, he's a real drama queen about his paws. What's the safe way to clip them myself?",
    ],
    ['Kindly explain how to shorten a dog’s claws without causing him pain.'],
  ),
  ...rewordingsOf(
    'What should I do to get my dog used to our new baby?',
    ['baby coming, how do i prep the dog'],
    [
      "I'm 34 weeks pregnant and our rescue staffy has been our 'baby' for five years. She's lovely with adults but she's never really been around infants. What can we do now, and after the birth, to help her get used to the new baby?",
    ],
    ['How should one prepare a dog for the arrival of a newborn in the household?'],
  ),
  // knowledge.ts: cats
  ...rewordingsOf(
    'When should I get my female cat spayed?',
    ['when to spay my girl cat'],
    [
      "We adopted a little tortoiseshell from a friend whose cat had a surprise litter. She's ours now and we definitely don't want any more surprises! When is the right time to have her spayed?",
    ],
    ['At what age ought a female cat to be sterilised?'],
  ),
  ...rewordingsOf(
    'How do I litter train a new kitten?',
    ['new kitten litter training tips'],
    [
      "We're bringing home a ten week old kitten on Saturday, my first pet as an adult, and I'm so excited I've been reading everything I can find. The one thing I'm nervous about is the litter tray. How do I teach her to use it?",
    ],
    ['What procedure should I follow to teach a newly adopted kitten to use a litter box?'],
  ),
  ...rewordingsOf(
    'my cat keeps peeing on the bathmat instead of her box',
    ['cat pees on bath mat not litter box'],
    [
      "This is driving me up the wall. For the last few weeks my cat has decided the bathmat is her toilet. She's got a perfectly good tray in the hall that I clean every day, and I've washed the mat three times. Why would she wee there instead of in her box?",
    ],
    ['My cat urinates on the bathroom rug rather than in her tray. What could be the reason?'],
  ),
  ...rewordingsOf(
    'How can I stop my cat clawing the sofa?',
    ['cat scratching sofa to bits how to stop'],
    [
      "We finally saved up for a proper velvet sofa and our Bengal has decided it's her personal scratching board. The arms are already shredded. I love her, but I also love that sofa. How can I get her to stop clawing it?",
    ],
    ['What measures prevent a cat from scratching upholstered furniture?'],
  ),
  ...rewordingsOf(
    'My cat keeps coughing up hairballs',
    ['hairballs all the time from my cat'],
    [
      "My long-haired Persian leaves little furry presents on the landing carpet a couple of times a week, always where I'll step on them in the dark, of course. Is there anything I can do to cut down on these hairballs?",
    ],
    ['My cat frequently brings up balls of fur. How may this be reduced?'],
  ),
  ...rewordingsOf(
    'How do I introduce a new cat to my older cat?',
    ['introducing new cat to my old cat how'],
    [
      "My tabby has ruled the house alone since his sister passed away last year, and he's not a young lad any more. We've just agreed to take in a young cat from my sister-in-law. I really want this to go well and not end in war. How should I introduce them?",
    ],
    ['What is the recommended approach when bringing a second cat into a home with a resident older cat?'],
  ),
  ...rewordingsOf(
    'My 15 year old cat is drinking a lot more water than usual',
    ['my 15yo cat drinking way more water lately'],
    [
      "Pickle is fifteen now and still rules the house. I've noticed I'm filling her water bowl much more often than before, and the litter tray is heavier too. She's eating fine and still jumps up on the bed. Should I be worried about all this drinking?",
    ],
    [
      'My cat, who is fifteen years of age, has markedly increased her water intake. What might this signify?',
    ],
  ),
  ...rewordingsOf(
    'my cat yowls all night and wakes us up',
    ['cat yowling all nite keeps waking us'],
    [
      "We're both exhausted. Every night around 3 a.m. our cat starts wandering the hallway yowling at the top of her lungs, and it goes on until one of us gets up. My husband has an early shift and he's losing it. How do we get some sleep?",
    ],
    [
      'Our cat vocalises loudly throughout the night and disturbs our sleep. How might we put a stop to this?',
    ],
  ),
  ...rewordingsOf(
    'Should I get my cat declawed?',
    ['declaw cat yes or no'],
    [
      "Someone at work said I should just get my cat declawed because she's wrecking the carpets, and apparently it's what everyone did where she grew up in the States. I don't know much about it. Is it a reasonable thing to do?",
    ],
    ['Would you recommend the declawing procedure (onychectomy) for my cat?'],
  ),
  ...rewordingsOf(
    'Can an indoor cat be happy?',
    ['is keeping cat inside all the time ok will she be happy'],
    [
      "We live on the ninth floor of a block of flats right next to a busy road, so any cat we adopt would have to stay inside. My dad says it's cruel to keep a cat in. Can a cat really have a happy life indoors?",
    ],
    ['Is it possible for a cat kept exclusively indoors to lead a contented life?'],
  ),
  ...rewordingsOf(
    'How long can a cat go without eating?',
    ['max time a cat can go w/o food?'],
    [
      'Settle an argument for me. My friend claims cats can go a week without food no problem, like camels or something, which sounds totally wrong to me. How long can a cat actually go without eating?',
    ],
    ['What is the maximum period a cat can safely go without food?'],
  ),
  // knowledge.ts: rabbits
  ...rewordingsOf(
    'What should a bunny eat every day?',
    ['what do bunnies eat daily'],
    [
      "My daughter has been begging for a rabbit for two years and we've finally said yes, we're collecting a little lop next week. The pet shop sells about twenty kinds of food and I'm overwhelmed. What should her daily diet actually look like?",
    ],
    ['What constitutes a proper daily diet for a pet rabbit?'],
  ),
  ...rewordingsOf(
    'My rabbit’s front teeth look really long',
    ['rabbit front teeth looking way too long'],
    [
      "I was giving Marmalade his cuddle this evening and noticed his two front teeth look much longer than I remember, sort of sticking out past his lip. He's eating his greens normally as far as I can tell. Is that something I need to sort out?",
    ],
    ['The incisors of my rabbit appear excessively long. What should I do?'],
  ),
  ...rewordingsOf(
    'Can you litter train a rabbit?',
    ['rabbit litter training possible?'],
    [
      "We're planning to let our house rabbit roam the living room in the evenings instead of keeping her in the pen all day, but I'm not keen on droppings under the sofa. Is it actually possible to litter train a rabbit, like you would a cat?",
    ],
    ['Is it feasible to teach a pet rabbit to use a litter tray?'],
  ),
  ...rewordingsOf(
    'Which vaccines do rabbits need?',
    ['what jabs does a rabbit need'],
    [
      'Got two bunnies from a rescue last month and a reminder came through from the vet. I had no idea rabbits even got vaccinated, I thought it was just dogs and cats! Which vaccinations do they actually need?',
    ],
    ['Which immunisations are recommended for pet rabbits?'],
  ),
  ...rewordingsOf(
    'Is it cruel to keep one rabbit on its own?',
    ['is it mean to have just 1 rabbit'],
    [
      "I've had my rabbit for a year. She lives in a big hutch in the garden and I spend time with her every evening after work. My neighbour told me it's cruel to keep a rabbit alone. Is she right?",
    ],
    ['Is keeping a single rabbit without a companion of its own kind considered unkind?'],
  ),
  ...rewordingsOf(
    'I just adopted a rabbit, she is about a year old',
    ['just adopted a bunny shes around 1 yr old'],
    [
      "Big news in our house: we've just brought home a rabbit from the local rescue! The staff think she's roughly a year old. She's a grey lop called Pebble and she's currently hiding under the sofa. I've never had a rabbit before, so any pointers are welcome.",
    ],
    ['I have recently adopted a female rabbit of approximately twelve months of age.'],
  ),
  ...rewordingsOf(
    'How do I pick up my rabbit without it kicking?',
    ['how to pick up rabbit without him kicking me'],
    [
      "Every time I try to lift our rabbit to put him back in his run he thrashes and kicks with those big legs, and I'm scared he'll hurt himself, or me, I've got the scratches to prove it. What's the right way to pick him up?",
    ],
    ['What is the correct technique to lift a rabbit so that it does not struggle and kick?'],
  ),
  // knowledge.ts: birds
  ...rewordingsOf(
    'What should I feed my budgie besides seeds?',
    ['what can budgie eat apart from seed'],
    [
      "My gran left me her budgie Joey when she moved into a care home. He's been on the same seed mix for years and I'm guessing that isn't the whole story. What else should he be eating other than seeds?",
    ],
    ['Besides a seed mix, which foods are suitable for a parakeet?'],
  ),
  ...rewordingsOf(
    'Why is my parrot pulling out her feathers?',
    ['parrot plucking herself bald y'],
    [
      "Our African grey, Coco, is about eight and has always been chatty and cheeky. We moved house last month and since then she's started pulling out feathers on her chest, there's a bald patch now. Why would she be doing this?",
    ],
    ['For what reason might my parrot be removing her own plumage?'],
  ),
  ...rewordingsOf(
    'my cockatiel screams every morning and evening',
    ['cockatiel screaming morning n night'],
    [
      'I adore my cockatiel Mango but my goodness, the noise. Like clockwork, at sunrise and again around dusk, he screams for ages. The neighbours have started dropping hints. Is there a reason he does this, and can I quieten him down?',
    ],
    ['My cockatiel produces loud shrieking at dawn and at dusk each day. Why is this, and what may be done?'],
  ),
  ...rewordingsOf(
    'How often should my bird’s nails be trimmed?',
    ['bird nail trim how often'],
    [
      "My conure's claws have started snagging on my jumpers when she sits on my shoulder, which she does most of the evening while I watch TV. How often should a bird's nails be clipped?",
    ],
    ['At what interval should a pet bird’s claws be trimmed?'],
  ),
  // knowledge.ts: reptiles
  ...rewordingsOf(
    'What lighting does a bearded dragon need?',
    ['beardie lighting setup?'],
    [
      "I'm setting up a vivarium for my son's 12th birthday, he's desperate for a bearded dragon after seeing one at school. The man in the shop mentioned about five different bulbs and I got lost. What lighting does a beardie actually need?",
    ],
    ['Which lamps are required in the enclosure of a bearded dragon?'],
  ),
  ...rewordingsOf(
    'My leopard gecko has shed stuck on its toes',
    ['leo gecko old skin wont come off his toes'],
    [
      "Noticed tonight that my leopard gecko, Ziggy, has little bits of old skin still stuck on a couple of his toes after his shed. He's otherwise acting normal and hunting his crickets. How do I help him get it off?",
    ],
    ['Some old skin remains attached to the toes of my leopard gecko after shedding. What should I do?'],
  ),
  ...rewordingsOf(
    'My corn snake hasn’t eaten in three weeks',
    ['corn snake refusing food 3 wks now'],
    [
      "I've had my corn snake for about a year and she's always been a great eater, a mouse every week. But she's refused food for the last three weeks now. Nothing else has changed that I know of. Should I be worried?",
    ],
    ['My corn snake has refused all food for the past 21 days. Is this a cause for concern?'],
  ),
  ...rewordingsOf(
    'Can my kids catch salmonella from our turtle?',
    ['turtle salmonella risk for kids?'],
    [
      "We've had a red-eared slider for a few months and my two little ones, 4 and 6, love feeding him and stroking his shell. My sister-in-law says turtles carry salmonella and we should rehome him. Is that a real risk for the children?",
    ],
    ['Is there a risk of my children contracting salmonella from our pet terrapin?'],
  ),
  ...rewordingsOf(
    'How warm should a leopard gecko tank be?',
    ['what temp should leo gecko tank be'],
    [
      "Just set up a 20 gallon tank for our new leopard gecko. I've got a heat mat and a thermometer but no idea what numbers I'm aiming for. How warm should it be in there?",
    ],
    ['What temperature range, in Fahrenheit, should be maintained in a leopard gecko’s vivarium?'],
  ),
  // knowledge.ts: adoption and breeds
  ...rewordingsOf(
    'What should I expect the first week after adopting a rescue dog?',
    ['what to expect 1st week with rescue dog'],
    [
      "We pick up our rescue lurcher on Friday! He's three, from a rehoming centre, with a bit of a sad background. I've cleared my diary for the week and bought all the bits. What's the first week likely to be like, and how can we help him?",
    ],
    ['What may one anticipate during the initial week following the adoption of a shelter dog?'],
  ),
  ...rewordingsOf(
    'How much does it cost to own a cat per year?',
    ['yearly cost of a cat?'],
    [
      "I'm a student sharing a house and I've fallen in love with a cat at the shelter. Before I do anything daft I want to budget properly. Roughly what does owning a cat cost each year?",
    ],
    ['What are the approximate annual expenses associated with keeping a cat?'],
  ),
  ...rewordingsOf(
    'Is pet insurance worth it?',
    ['pet insurance worth getting or waste of money'],
    [
      "We've just got our first dog and the insurance quotes came through at 40 quid a month, which feels like a lot on top of everything else. My brother says just put the money aside in a savings account instead. Is pet insurance really worth paying for?",
    ],
    ['Would you consider insurance for a pet to be a worthwhile expense?'],
  ),
  ...rewordingsOf(
    'Should I adopt a kitten or an adult cat?',
    ['kitten or adult cat which to adopt'],
    [
      "Me and my partner both work full time and we've decided it's finally time for a cat. At the shelter there's a litter of kittens and a couple of grown-up cats who have been waiting ages. Should we go for a kitten or an adult cat?",
    ],
    ['Is it preferable to adopt a young kitten or a fully grown cat?'],
  ),
  ...rewordingsOf(
    'Are huskies good for first time owners?',
    ['is a husky ok as a first dog'],
    [
      "Ever since watching a sled dog documentary I've wanted a husky. I've never owned a dog before and I live in a two-bed flat. Would a husky be a sensible breed for a first-time owner?",
    ],
    ['Is the Siberian Husky a suitable breed for a novice dog owner?'],
  ),
  ...rewordingsOf(
    'Tell me about Maine Coons',
    ['maine coons what are they like'],
    [
      "My aunt has just got a Maine Coon and keeps sending me photos of this enormous fluffy thing sitting on her bread bin. I'm half tempted to get one myself. What can you tell me about the breed?",
    ],
    ['Could you describe the Maine Coon breed, please?'],
  ),
  ...rewordingsOf(
    'What dog breeds are good for people with allergies?',
    ['allergic to dogs which breed can i get'],
    [
      "My husband sneezes and gets puffy eyes around most dogs, but the kids are desperate for one. We've heard about 'hypoallergenic' breeds but don't know if that's just marketing. Which breeds would suit someone with a dog allergy?",
    ],
    ['Which canine breeds are appropriate for individuals who suffer from allergies?'],
  ),
  ...rewordingsOf(
    'Do French bulldogs have breathing problems?',
    ['do frenchies have breathing issues'],
    [
      "I'm looking at French bulldog puppies and they're adorable, but a colleague said they can barely breathe and snore like old men. Is that true of the breed in general?",
    ],
    ['Are French Bulldogs prone to respiratory difficulties?'],
  ),
  ...rewordingsOf(
    'Is a guinea pig or a rabbit better for a child?',
    ['kid wants a pet, guinea pig or rabbit better?'],
    [
      "My son turns seven next month and wants a pet he can help look after himself. We've narrowed it down to a guinea pig or a rabbit but we can't decide. Which is the better choice for a child?",
    ],
    ['For a young child, which is the more suitable pet: a cavy or a rabbit?'],
  ),
  ...rewordingsOf(
    'We rent our flat, can we get a cat?',
    ['renting, is a cat allowed?'],
    [
      "We're renting a little flat above a bakery and my girlfriend has found a cat she loves at the rescue. Neither of us has rented with a pet before. Are we allowed to get a cat when we're tenants?",
    ],
    ['As tenants in a rented apartment, may we keep a cat?'],
  ),
  // safety.ts
  ...rewordingsOf(
    'Can I give my dog ibuprofen?',
    ['ibuprofen for dog ok?'],
    [
      "My collie came back from a long hike yesterday a bit stiff and slow, and I've got a packet of ibuprofen in the kitchen drawer that I take for my back all the time. Could I give him some to ease it?",
    ],
    ['Is it permissible to administer ibuprofen to a dog?'],
  ),
  ...rewordingsOf(
    'Is Tylenol safe for cats?',
    ['tylenol n cats safe?'],
    [
      "My cat's been a bit stiff lately and I was about to crush some Tylenol into her food, then thought I'd better check first, because a friend said something about it and cats. Is it safe for her?",
    ],
    ['Would a dose of acetaminophen be harmless for a cat?'],
  ),
  ...rewordingsOf(
    'can i give my cat an aspirin for pain',
    ['aspirin ok for my cats pain?'],
    [
      "My old cat seems a bit achy in her back legs, especially when it's cold out. I've got aspirin in the house. Would it be okay to give her one to take the edge off the pain?",
    ],
    ['Is it acceptable to give a cat acetylsalicylic acid (aspirin) as a pain reliever?'],
  ),
  ...rewordingsOf(
    'Can dogs eat grapes?',
    ['can a dog have grapes'],
    [
      "We're having a picnic this weekend and our Jack Russell always hoovers up anything that hits the ground. There'll be a big bowl of grapes. Are grapes actually okay for dogs to eat, or do I need to keep them away from him?",
    ],
    ['Are grapes safe for canine consumption?'],
  ),
  ...rewordingsOf(
    'Is chocolate bad for cats?',
    ['choc harmful to a cat or just dogs'],
    [
      "With Easter coming there'll be chocolate eggs all over the house, and our cat gets into everything, she's a nosy little thing. I know it's bad for dogs, but is chocolate bad for cats as well?",
    ],
    ['Does chocolate pose a hazard to felines?'],
  ),
  ...rewordingsOf(
    'Is a little garlic in my dog’s food okay?',
    ['bit of garlic in dog food ok?'],
    [
      "I cook most of my dog's dinners myself, chicken, rice and veg, and I like to add a little garlic for flavour. Someone at the park also told me it keeps fleas away. Is a small amount of garlic fine for him?",
    ],
    ['Is it acceptable to include a small quantity of garlic in a dog’s meals?'],
  ),
  ...rewordingsOf(
    'Can I give my dog a cooked chicken bone?',
    ['cooked chicken bone for my dog ok?'],
    [
      "Sunday roast tonight and my lab sat staring at me through the whole meal with those eyes. There's a pile of bones left over from the chicken. Is it okay to give him one as a treat?",
    ],
    ['May I offer my dog a bone from a roasted chicken?'],
  ),
  ...rewordingsOf(
    'Is avocado okay for my parrot?',
    ['avocado ok for parrot?'],
    [
      "I'm a bit of an avocado-on-toast addict and my Amazon parrot always wants to share whatever I'm eating at breakfast. Is a little bit of avocado okay for her?",
    ],
    ['Would feeding avocado to a parrot be safe?'],
  ),
  ...rewordingsOf(
    'can rabbits eat iceberg lettuce',
    ['iceberg lettuce ok for bunnies'],
    [
      'My kids love feeding our rabbits through the hutch mesh, and the easiest thing in our fridge is always iceberg lettuce. Is that an okay thing to give them?',
    ],
    ['Is iceberg lettuce a suitable food for rabbits?'],
  ),
  ...rewordingsOf(
    'Are lilies dangerous to cats?',
    ['lilys n cats dangerous?'],
    [
      "My mother-in-law always brings a big bouquet of lilies when she visits, and we've just adopted a kitten. I've heard something about lilies and cats but don't know if it's an old wives' tale. Are they dangerous?",
    ],
    ['Is there any hazard to cats from lily plants?'],
  ),
  ...rewordingsOf(
    'Can I use tea tree oil on my cat’s skin?',
    ['tea tree oil on cat skin ok?'],
    [
      'My cat has a few dry, flaky patches on her back, and I use tea tree oil on my own skin for spots all the time. Would it be okay to dab a bit on her?',
    ],
    ['Is it advisable to apply tea tree oil to the skin of a cat?'],
  ),
  ...rewordingsOf(
    'Is it ok for dogs to eat macadamia nuts?',
    ['dog begging for macadamias, safe to share?'],
    [
      "I've got a bag of macadamia nuts on my desk and my spaniel sits next to me begging all afternoon. Could I share a couple with him, or are they bad for dogs?",
    ],
    ['Are macadamia nuts safe for a dog to consume?'],
  ),
  ...rewordingsOf(
    'Can I put my dog’s flea drops on my cat?',
    ['dog flea drops on the cat ok?'],
    [
      "We've got a dog and a cat and they've both got fleas, ugh. I've got a pack of the dog's spot-on flea treatment left over. Rather than buy a separate one, can I just put one of the dog's tubes on the cat?",
    ],
    ['May I apply my dog’s spot-on flea treatment to my cat?'],
  ),
  ...rewordingsOf(
    'Can my dog have a sip of beer?',
    ['dog wants a sip of my beer is that ok'],
    [
      "Watching the football with mates last night and one of them kept trying to give my boxer a sip of his lager, saying it's harmless. I stopped him, but now I'm curious. Is a little beer okay for a dog?",
    ],
    ['Is it acceptable to let a dog drink a small amount of beer?'],
  ),
  ...rewordingsOf(
    'Are carrots good for dogs?',
    ['dogs n carrots - allowed?'],
    [
      "My vet says my beagle could lose a few pounds, and he's a total food addict, so I'm looking for low calorie snacks. I've got loads of carrots in the fridge. Are they good for dogs?",
    ],
    ['Do carrots make a healthy snack for a dog?'],
  ),
  ...rewordingsOf(
    'Can my dog have peanut butter?',
    ['is peanut butter ok 4 my dog'],
    [
      "I want to fill my pup's Kong with something to keep her busy while I'm at work, and everyone online seems to use peanut butter. Is it fine for dogs?",
    ],
    ['Is it permissible to give peanut butter to a dog?'],
  ),
  ...rewordingsOf(
    'Can dogs eat bananas?',
    ['my dog loves banana is it ok to give him'],
    [
      'My toddler drops bits of banana off his high chair all day long and our terrier waits underneath like a vulture. Is banana actually alright for dogs?',
    ],
    ['Is banana a suitable food for dogs?'],
  ),
  ...rewordingsOf(
    'Is plain cooked pumpkin ok for my dog?',
    ['dog having some pumpkin (cooked, plain) fine?'],
    [
      "We carved pumpkins for Halloween and I roasted the insides, just plain, nothing added, and there's loads left over. My dog has been sniffing round the kitchen ever since. Can he have some of the cooked pumpkin?",
    ],
    ['May I feed my dog unseasoned cooked pumpkin?'],
  ),
  ...rewordingsOf(
    'Can my dog eat apples?',
    ['apple slices ok for my dog or no'],
    [
      'I always have an apple with my lunch and my springer sits there drooling, staring at me until I give in. Is it fine for him to have some apple?',
    ],
    ['May apples be given to a dog safely?'],
  ),
  ...rewordingsOf(
    'Can cats drink milk?',
    ['milk ok for cats or nah'],
    [
      'In every cartoon I grew up with, the cat gets a saucer of milk. We have just adopted a cat and my little boy wants to give her some milk as a welcome treat. Can cats actually drink milk?',
    ],
    ['Is cow’s milk suitable for cats to drink?'],
  ),
  ...rewordingsOf(
    'Can I give my dog Benadryl for itching?',
    ['benadryl for itchy dog ok?'],
    [
      "My westie has been scratching himself like crazy since spring started, I think it's pollen. I take Benadryl for my own hay fever. Could I give him one for the itching?",
    ],
    ['Is it appropriate to administer Benadryl to my dog to relieve itching?'],
  ),
  // feeding.ts
  ...rewordingsOf(
    'How much should I feed a 30 kg Labrador per day?',
    ['how much to feed 30kg lab a day'],
    [
      'Our Labrador Bramble weighed 30 kilos at his last vet check, and he is permanently convinced he is starving. The bag says one thing and my husband does another. How much should he actually be getting each day?',
    ],
    ['What daily food quantity is appropriate for a Labrador Retriever weighing 66 lb?'],
  ),
  ...rewordingsOf(
    'how much food does my 4kg cat need a day',
    ['my cat is 4 kg how much food per day'],
    [
      "My cat Mittens is 4 kg and I've just realised I tip food into her bowl without ever measuring anything. I'd like to get it right. How much food does she need daily?",
    ],
    ['What is the daily food requirement for a cat weighing approximately 8.8 lb?'],
  ),
  ...rewordingsOf(
    'How many calories does a 10 kg puppy need? He is five months old',
    ['calories for 10kg puppy 5 months old?'],
    [
      "Our puppy is growing like a weed. He's five months now and weighed in at 10 kg at the vet yesterday. I want to make sure he's getting enough but not too much. How many calories a day should he be having?",
    ],
    [
      'Kindly advise the daily caloric requirement of a five-month-old puppy with a body weight of 10 kilograms.',
    ],
  ),
  ...rewordingsOf(
    'My kitten is 6 months old and weighs 3 kg, how much should she eat?',
    ['kitten 6mo 3kg how much food'],
    [
      "We've had our kitten Poppy since she was tiny. Now she's six months and 3 kg, and she eats like there's no tomorrow. I don't want her getting chubby but I know she's still growing. How much should she be eating?",
    ],
    [
      'My female kitten is half a year old and weighs three kilograms. What daily quantity of food does she require?',
    ],
  ),
  ...rewordingsOf(
    'How much should I feed my 20 lb dog?',
    ['20lb dog how much food'],
    [
      "My little mutt is 20 pounds, a rescue from Texas, and I've been guessing at his portions ever since I got him. How much should I be feeding him every day?",
    ],
    ['What is an appropriate daily ration for a dog of about 9 kilograms?'],
  ),
  ...rewordingsOf(
    'My beagle is 14 kg and overweight, how much should he eat to lose weight?',
    ['beagle 14kg overweight how much food to slim down'],
    [
      "Our beagle Barney is 14 kg and the vet has gently told us he's on the chunky side, which is fair, given how much toast he steals. We want to get him back into shape. How much should he be eating per day to lose weight?",
    ],
    ['What quantity of food would permit an overweight beagle of 14 kg to reduce his weight?'],
  ),
  ...rewordingsOf(
    'How much should I feed my dog?',
    ['how much food shud my dog get'],
    [
      "I feel a bit silly asking, but I've had my dog for two months now and I honestly just fill the bowl. She seems happy enough. What's the right amount to be feeding a dog?",
    ],
    ['What daily portion of food should my dog be given?'],
  ),
  ...rewordingsOf(
    'How much should I feed my rabbit?',
    ['rabbit how much food per day'],
    [
      "My rabbit Hazel eats whatever we put in her bowl and then looks at us for more. I'm worried I'm overdoing it with the pellets, or maybe underdoing it, who knows. How much should I be feeding her?",
    ],
    ['What quantity of food does a pet rabbit require daily?'],
  ),
  ...rewordingsOf(
    'How many times a day should I feed my 8 week old kitten?',
    ['how many meals a day 8 wk kitten'],
    [
      "We picked up our kitten yesterday. She's just eight weeks, a tiny thing that fits in one hand. The breeder said 'little and often' but didn't say how often. How many times a day should we be feeding her?",
    ],
    ['At eight weeks of age, how frequently should a kitten be fed each day?'],
  ),
  ...rewordingsOf(
    'How much wet food should a 5 kg adult cat get?',
    ['5kg adult cat wet food how much'],
    [
      "I'm switching my cat from dry biscuits to wet food pouches because I read the extra moisture is good for them. He's a grown-up cat, 5 kg. How much wet food should he have in a day?",
    ],
    ['What daily amount of canned food is appropriate for a fully grown cat weighing five kilograms?'],
  ),
  // second-round.ts: knowledge
  ...rewordingsOf(
    'Why does my cat knead me with her paws?',
    ['cat makes biscuits on me why'],
    [
      "Every night when I sit down with a cup of tea, my cat climbs onto my lap, purrs like a tractor and starts pushing her paws up and down on my legs, claws and all sometimes! Why does she do this 'making biscuits' thing?",
    ],
    ['What is the reason my cat rhythmically presses her paws against me?'],
  ),
  ...rewordingsOf(
    'How do I get my puppy to stop peeing in the house?',
    ['puppy keeps peeing indoors how to stop'],
    [
      "We've had our cockapoo puppy for three weeks and the kitchen floor is a minefield. She'll go outside, come back in and wee on the mat two minutes later. I'm going through kitchen roll like nobody's business. How do I house train her?",
    ],
    ['How can I teach my puppy not to urinate inside the home?'],
  ),
  ...rewordingsOf(
    'my guinea pig and rabbit live together, is that ok?',
    ['guinea pig + rabbit sharing hutch ok?'],
    [
      "When we got our pets, the pet shop said a rabbit and a guinea pig would be great company for each other, so they've shared a hutch for a year now. But my friend says it's a bad idea. Is it okay for them to live together?",
    ],
    ['Is cohabitation between a cavy and a rabbit advisable?'],
  ),
  ...rewordingsOf(
    'What age should a male dog be neutered?',
    ['male dog neuter age?'],
    [
      "Our young springer has started humping cushions and the occasional visitor's leg, which is mortifying. Everyone at the park has a different opinion on when to get him done. At what age should a male dog be neutered?",
    ],
    ['When is the appropriate time to castrate a male dog?'],
  ),
  ...rewordingsOf(
    'Is it ok to desex my rabbit?',
    ['should i get my rabbit desexed'],
    [
      "A friend suggested I get my rabbit done, but she's so small and I'm nervous about the anaesthetic. My last rabbit was never neutered and he was fine, as far as I know. Is desexing a rabbit a good idea?",
    ],
    ['Is neutering advisable for a pet rabbit?'],
  ),
  ...rewordingsOf(
    'How often should I clean out my hamster... sorry, my rabbit’s hutch?',
    ['how often clean hamster cage.. i mean rabbit hutch'],
    [
      "Long day, brain is fried, I've got a hamster and a rabbit and I keep mixing them up. Not the hamster's cage, I mean the rabbit: how often should I be cleaning out her hutch?",
    ],
    ['How frequently must one clean a hamster’s (forgive me, a rabbit’s) hutch?'],
  ),
  ...rewordingsOf(
    'My elderly cat is losing weight but eating loads',
    ['senior cat eats loads yet keeps losing weight'],
    [
      "Our cat Tigger is sixteen and has always been a bit of a gannet, but lately he's eating more than ever, shouting for food all day, and yet he feels bonier every time I pick him up. Is this just old age?",
    ],
    ['My senior cat has a large appetite yet continues to lose weight. What might be the cause?'],
  ),
  ...rewordingsOf(
    'How do I get my cat into the carrier for the vet?',
    ['cant get cat in carrier for vet tips'],
    [
      "Vet appointment on Thursday for my cat's booster and I'm already dreading it. Last time it took two of us twenty minutes and I got scratched up. She sees the carrier and vanishes under the bed. Any tips for getting her in?",
    ],
    ['What is the best method to place a reluctant cat in a travel basket for a veterinary visit?'],
  ),
  ...rewordingsOf(
    'Our 6 month old kitten is very bitey when playing',
    ['6 month kitten bites a lot when playing'],
    [
      "Our kitten is six months old and gorgeous, but play time has become a war zone. She pounces on our hands and feet and bites hard. My arms look like I've lost a fight with a bramble bush. Is this normal, and how do we get her to stop?",
    ],
    ['Our kitten, aged half a year, bites frequently during play. How should we respond?'],
  ),
  ...rewordingsOf(
    'What temperature does a corn snake need?',
    ['corn snake temps?'],
    [
      "I'm collecting my first ever snake, a corn snake, from a breeder next week. I've got the vivarium and a thermostat, but I'm confused by all the conflicting numbers online. What temperature should I keep her at?",
    ],
    ['What thermal conditions, in degrees Fahrenheit, does a corn snake require?'],
  ),
  // second-round.ts: safety
  ...rewordingsOf(
    'Is it safe to give my cat paracetamol?',
    ['paracetamol for cat ok??'],
    [
      'I had a headache and the paracetamol was out on the table, and it made me wonder, since my cat is getting older and creakier: is it safe to give her half a tablet if she ever seems to be hurting?',
    ],
    ['Is paracetamol safe for administration to felines?'],
  ),
  ...rewordingsOf(
    'can my puppy eat raisins',
    ['raisins ok for puppy?'],
    [
      'My kids are always snacking on those little boxes of raisins and our puppy follows them round hoping something will drop. Can puppies eat raisins, or should I be stricter with the kids?',
    ],
    ['Is it permissible for a young dog to consume raisins?'],
  ),
  ...rewordingsOf(
    'Are onions bad for cats?',
    ['onion harmful to my cat??'],
    [
      "I was making a stew and my cat jumped on the counter and sniffed the chopped onions. She didn't eat any, I shooed her off straight away. But it got me thinking: are onions actually harmful to cats?",
    ],
    ['Do onions pose any toxicity risk to felines?'],
  ),
  ...rewordingsOf(
    'Can my dog eat blueberries?',
    ['blueberries ok for dogs??'],
    [
      'I grow blueberries on the allotment and my dog has worked out how to pick them off the bush himself, the cheeky thing. Is it okay for him to be eating them?',
    ],
    ['Would blueberries be a safe fruit to offer a dog?'],
  ),
  ...rewordingsOf(
    'Can I give my dog Advil for his sore leg?',
    ['advil ok for my dogs sore leg'],
    [
      "My lab overdid it chasing his ball at the park yesterday and is favouring one front leg a bit today, though he's walking on it fine. I've got Advil in my bag. Would it be okay to give him some?",
    ],
    ['May I administer Advil to my dog for a painful leg?'],
  ),
  // second-round.ts: feeding
  ...rewordingsOf(
    'How much should a 7 kg cat eat per day?',
    ['7kg cat how much food a day'],
    [
      "My ginger tom weighed 7 kg on the vet's scales last week and he's always yelling at me for food. I'd like to know how much a cat of his weight should be eating daily.",
    ],
    ['What daily food intake is suitable for a cat weighing 15.4 lb?'],
  ),
  ...rewordingsOf(
    'How much should I feed my 45 pound dog?',
    ['45lb dog how much food daily'],
    [
      "I adopted a 45 pound shepherd mix last month and the shelter just said 'feed him normally', which is not helpful. How much food should he be getting every day?",
    ],
    ['What daily ration is appropriate for a dog weighing approximately 20 kilograms?'],
  ),
  ...rewordingsOf(
    'how many calories for a 25kg senior dog',
    ['cals for senior dog 25 kg'],
    [
      "Our old girl is eleven now and weighs 25 kg. She's a senior and slowing down, and I think she needs less food than she used to. How many calories should she have a day?",
    ],
    ['What is the daily caloric requirement of an elderly dog weighing 55 lb?'],
  ),
];
