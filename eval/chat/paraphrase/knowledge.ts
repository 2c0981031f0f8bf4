import type { EvalCase } from '../rubric.js';
import { reworded } from './reword.js';

/** Every development knowledge question, reworded twice: once casually, once formally. */
export const KNOWLEDGE_REWORDINGS: readonly EvalCase[] = [
  ...reworded(
    'When does a puppy need its shots?',
    'when do pups get their jabs',
    'At what age should a puppy receive its vaccinations?',
  ),
  ...reworded(
    'how often should i bathe my dog',
    'how much should i wash the dog',
    'How frequently is it advisable to give a dog a bath?',
  ),
  ...reworded(
    'My dog goes crazy barking every time someone walks past the window',
    'dog barks like mad whenever anyone goes past the window',
    'Whenever a person passes our front window, my dog barks frantically. How can I address this?',
  ),
  ...reworded(
    'What is the best way to crate train a rescue dog?',
    'how do i crate train my rescue',
    'What approach would you recommend for crate training a dog adopted from a rescue?',
  ),
  ...reworded(
    'my dog drags me down the street on walks',
    'dog pulls me down the road every walk',
    'During walks my dog pulls me along the pavement. What can I do about it?',
  ),
  ...reworded(
    'My dog howls and chews the door whenever I leave the house',
    'dog howls n chews the door when i go out',
    'Every time I leave home, my dog howls and gnaws at the door.',
  ),
  ...reworded(
    'How much exercise does a border collie need?',
    'how much walking does a border collie need',
    'What amount of daily exercise does a Border Collie require?',
  ),
  ...reworded(
    'Why is my dog dragging his bum on the carpet?',
    'dog keeps scooting his butt on the rug, why',
    'What would cause my dog to drag his rear end along the carpet?',
  ),
  ...reworded(
    'is it normal that my dog eats grass',
    'dog keeps eating grass, normal??',
    'Is it usual for a dog to eat grass?',
  ),
  ...reworded(
    'My 10 week old puppy bites my hands constantly',
    '10 wk old pup nips my hands all the time',
    'My ten-week-old puppy continually bites at my hands.',
  ),
  ...reworded(
    'my dog keeps shaking his head and scratching his ear',
    'dog keeps shaking head n scratching his ear',
    'My dog repeatedly shakes his head and scratches at one ear.',
  ),
  ...reworded(
    'How often should I worm my puppy?',
    'how often do i deworm a pup',
    'How frequently should a puppy be given a worming treatment?',
  ),
  ...reworded(
    'My 12 year old lab is stiff getting up in the mornings',
    'my lab is 12 and really stiff getting up in the morning',
    'My twelve-year-old Labrador is stiff when he rises in the morning.',
  ),
  ...reworded(
    'My dog has a honking cough after staying at the kennels',
    'dog came back from kennels with a honky cough',
    'Since his stay at a boarding kennel, my dog has developed a honking cough.',
  ),
  ...reworded(
    'Does my dog really need heartworm pills?',
    'do dogs actually need heartworm tablets',
    'Is heartworm prevention medication genuinely necessary for my dog?',
  ),
  ...reworded(
    'Should I neuter my large breed puppy early or wait?',
    'neuter my big breed pup now or later?',
    'For a large-breed puppy, is it better to neuter early or to wait?',
  ),
  ...reworded(
    'How do I teach my dog to come back when called?',
    'how do i get my dog to come back when i call',
    'How can I train my dog to return reliably when called?',
  ),
  ...reworded(
    'How do I trim my dog’s nails without hurting him?',
    'how to cut dog nails without hurting him',
    'How can I clip my dog’s nails without causing him pain?',
  ),
  ...reworded(
    'What should I do to get my dog used to our new baby?',
    'how do i get the dog used to the new baby',
    'How can I help my dog adjust to our newborn baby?',
  ),
  ...reworded(
    'When should I get my female cat spayed?',
    'when do i get my girl cat spayed',
    'At what age should a female cat be spayed?',
  ),
  ...reworded(
    'How do I litter train a new kitten?',
    'how to litter train a kitten',
    'What is the best way to teach a new kitten to use the litter tray?',
  ),
  ...reworded(
    'my cat keeps peeing on the bathmat instead of her box',
    'cat keeps weeing on the bath mat not the litter box',
    'My cat repeatedly urinates on the bathroom mat rather than in her litter box.',
  ),
  ...reworded(
    'How can I stop my cat clawing the sofa?',
    'cat keeps scratching the couch how do i stop it',
    'How can I prevent my cat from scratching the sofa?',
  ),
  ...reworded(
    'My cat keeps coughing up hairballs',
    'cat keeps bringing up furballs',
    'My cat frequently coughs up hairballs.',
  ),
  ...reworded(
    'How do I introduce a new cat to my older cat?',
    'getting a 2nd cat, how do i introduce her to my old one',
    'What is the best way to introduce a new cat to my resident older cat?',
  ),
  ...reworded(
    'My 15 year old cat is drinking a lot more water than usual',
    'my cats 15 and drinking way more than normal',
    'My fifteen-year-old cat is drinking considerably more water than she used to.',
  ),
  ...reworded(
    'my cat yowls all night and wakes us up',
    'cat howls all night keeping us awake',
    'My cat cries loudly throughout the night and wakes us.',
  ),
  ...reworded(
    'Should I get my cat declawed?',
    'thinking of declawing my cat, should i',
    'Would you recommend having my cat declawed?',
  ),
  ...reworded(
    'Can an indoor cat be happy?',
    'can a cat be happy inside only',
    'Is it possible for a cat kept indoors to lead a happy life?',
  ),
  ...reworded(
    'How long can a cat go without eating?',
    'how long can cats go with no food',
    'For how long can a cat safely go without food?',
  ),
  ...reworded(
    'What should a bunny eat every day?',
    'what do rabbits eat daily',
    'What should a rabbit’s daily diet consist of?',
  ),
  ...reworded(
    'My rabbit’s front teeth look really long',
    'my bunnys front teeth r super long',
    'My rabbit’s incisors appear to be overly long.',
  ),
  ...reworded(
    'Can you litter train a rabbit?',
    'can bunnies be litter trained',
    'Is it possible to litter train a rabbit?',
  ),
  ...reworded(
    'Which vaccines do rabbits need?',
    'what jabs do bunnies need',
    'Which vaccinations are required for rabbits?',
  ),
  ...reworded(
    'Is it cruel to keep one rabbit on its own?',
    'is it mean to have just one bunny',
    'Is keeping a single rabbit by itself unkind?',
  ),
  ...reworded(
    'I just adopted a rabbit, she is about a year old',
    'just got a bunny shes like 1',
    'I have recently adopted a rabbit of around one year of age.',
  ),
  ...reworded(
    'How do I pick up my rabbit without it kicking?',
    'how do i hold my bunny so she doesnt kick',
    'How should I lift my rabbit so that it does not kick?',
  ),
  ...reworded(
    'What should I feed my budgie besides seeds?',
    'what else can my budgie eat not just seed',
    'Apart from seed, what should I be feeding my budgerigar?',
  ),
  ...reworded(
    'Why is my parrot pulling out her feathers?',
    'my parrot keeps plucking her feathers out why',
    'What might cause my parrot to pull out her own feathers?',
  ),
  ...reworded(
    'my cockatiel screams every morning and evening',
    'cockatiel screeches every morning n night',
    'My cockatiel shrieks loudly every morning and every evening.',
  ),
  ...reworded(
    'How often should my bird’s nails be trimmed?',
    'how often do bird nails need cutting',
    'How frequently should a pet bird’s nails be clipped?',
  ),
  ...reworded(
    'What lighting does a bearded dragon need?',
    'what lights does a beardie need',
    'What kind of lighting is required for a bearded dragon?',
  ),
  ...reworded(
    'My leopard gecko has shed stuck on its toes',
    'my leo has old skin stuck on his toes',
    'My leopard gecko has retained shed skin on its toes.',
  ),
  ...reworded(
    'My corn snake hasn’t eaten in three weeks',
    'corn snake not eaten for 3 weeks',
    'My corn snake has refused food for the past three weeks.',
  ),
  ...reworded(
    'Can my kids catch salmonella from our turtle?',
    'can the kids get salmonella off our turtle',
    'Is there a risk of my children contracting salmonella from our turtle?',
  ),
  ...reworded(
    'How warm should a leopard gecko tank be?',
    'what temp for a leopard gecko tank',
    'What temperature should a leopard gecko’s enclosure be kept at?',
  ),
  ...reworded(
    'What should I expect the first week after adopting a rescue dog?',
    'first week with a rescue dog, what to expect',
    'What is typical during the first week after bringing home a rescue dog?',
  ),
  ...reworded(
    'How much does it cost to own a cat per year?',
    'how much does a cat cost a year',
    'What is the annual cost of owning a cat?',
  ),
  ...reworded(
    'Is pet insurance worth it?',
    'is pet insurance worth the money',
    'Is it worthwhile to take out pet insurance?',
  ),
  ...reworded(
    'Should I adopt a kitten or an adult cat?',
    'kitten or grown up cat, which should i get',
    'Would it be better to adopt a kitten or an adult cat?',
  ),
  ...reworded(
    'Are huskies good for first time owners?',
    'is a husky ok for a first dog',
    'Is a Husky a suitable breed for a first-time dog owner?',
  ),
  ...reworded(
    'Tell me about Maine Coons',
    'what are maine coons like',
    'Could you describe the Maine Coon breed?',
  ),
  ...reworded(
    'What dog breeds are good for people with allergies?',
    'which dogs r good if youre allergic',
    'Which dog breeds suit people who have allergies?',
  ),
  ...reworded(
    'Do French bulldogs have breathing problems?',
    'do frenchies have trouble breathing',
    'Are French Bulldogs prone to breathing difficulties?',
  ),
  ...reworded(
    'Is a guinea pig or a rabbit better for a child?',
    'guinea pig or bunny for my kid',
    'Which is the better pet for a child: a guinea pig or a rabbit?',
  ),
  ...reworded(
    'We rent our flat, can we get a cat?',
    'we rent, are we allowed a cat',
    'We are tenants in a rented flat. Can we keep a cat?',
  ),
  ...reworded(
    'Why does my cat knead me with her paws?',
    'why does my cat make biscuits on me',
    'What is the reason my cat kneads me with her paws?',
  ),
  ...reworded(
    'How do I get my puppy to stop peeing in the house?',
    'pup keeps weeing indoors how do i stop it',
    'How can I stop my puppy from urinating inside the house?',
  ),
  ...reworded(
    'my guinea pig and rabbit live together, is that ok?',
    'my rabbit n guinea pig share a hutch, is that alright',
    'Is it acceptable for a guinea pig and a rabbit to live together?',
  ),
  ...reworded(
    'What age should a male dog be neutered?',
    'when should i get my boy dog neutered',
    'At what age is it best to neuter a male dog?',
  ),
  ...reworded(
    'Is it ok to desex my rabbit?',
    'should i get my bunny fixed',
    'Is it advisable to have my rabbit neutered?',
  ),
  ...reworded(
    'How often should I clean out my hamster... sorry, my rabbit’s hutch?',
    'how often do i clean the bunny hutch',
    'How frequently should I clean my rabbit’s hutch?',
  ),
  ...reworded(
    'My elderly cat is losing weight but eating loads',
    'old cat eating tons but getting thinner',
    'My senior cat is losing weight despite eating a great deal.',
  ),
  ...reworded(
    'How do I get my cat into the carrier for the vet?',
    'how do i get the cat in the carrier for the vets',
    'How can I get my cat into her carrier for a visit to the vet?',
  ),
  ...reworded(
    'Our 6 month old kitten is very bitey when playing',
    'our 6 month kitten bites loads when playing',
    'Our six-month-old kitten bites a great deal during play.',
  ),
  ...reworded(
    'What temperature does a corn snake need?',
    'what temp does a corn snake need',
    'What temperatures are required for a corn snake’s enclosure?',
  ),
];
