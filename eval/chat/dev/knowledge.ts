import type { EvalCase } from '../rubric.js';

/**
 * Single questions across species and topics, worded as people type them. The terms are what any
 * correct answer contains; `mustNot` catches the wrong entry (or the wrong life stage).
 */
const ask = (question: string, must: EvalCase['must'], mustNot?: EvalCase['mustNot']): EvalCase => ({
  category: 'knowledge',
  turns: [question],
  must,
  ...(mustNot === undefined ? {} : { mustNot }),
});

export const KNOWLEDGE_CASES: readonly EvalCase[] = [
  // Dogs
  ask('When does a puppy need its shots?', [
    ['parvo', 'distemper'],
    ['16 weeks', 'sixteen weeks'],
  ]),
  ask('how often should i bathe my dog', [['shampoo', 'bath']]),
  ask('My dog goes crazy barking every time someone walks past the window', [['bark']]),
  ask('What is the best way to crate train a rescue dog?', [['crate']]),
  ask('my dog drags me down the street on walks', [['harness', 'loose']]),
  ask('My dog howls and chews the door whenever I leave the house', [['alone', 'separation']]),
  ask('How much exercise does a border collie need?', [['hour', 'exercise']]),
  ask('Why is my dog dragging his bum on the carpet?', [['anal gland']]),
  ask('is it normal that my dog eats grass', [['grass']]),
  ask('My 10 week old puppy bites my hands constantly', [
    ['bit', 'mouth'],
    ['toy', 'yelp', 'redirect'],
  ]),
  ask('my dog keeps shaking his head and scratching his ear', [['ear']]),
  ask('How often should I worm my puppy?', [['two weeks', '2 weeks', 'every two', 'fortnight']]),
  ask('My 12 year old lab is stiff getting up in the mornings', [['arthritis', 'joint']]),
  ask('My dog has a honking cough after staying at the kennels', [['kennel cough']]),
  ask('Does my dog really need heartworm pills?', [['mosquito']]),
  ask('Should I neuter my large breed puppy early or wait?', [
    ['neuter', 'spay'],
    ['growing', 'growth', 'size'],
  ]),
  ask('How do I teach my dog to come back when called?', [['recall', 'reward', 'treat']]),
  ask('How do I trim my dog’s nails without hurting him?', [['quick']]),
  ask('What should I do to get my dog used to our new baby?', [['baby']]),
  // Cats
  ask(
    'When should I get my female cat spayed?',
    [['spay', 'neuter'], ['month']],
    ['Urine marking and spraying'],
  ),
  ask(
    'How do I litter train a new kitten?',
    [
      ['litter'],
      ['after meals', 'after eating', 'after naps', 'after waking', 'after she eats', 'after it eats'],
    ],
    ['Supplies for a new cat'],
  ),
  ask('my cat keeps peeing on the bathmat instead of her box', [['litter']]),
  ask('How can I stop my cat clawing the sofa?', [['scratching post', 'post']]),
  ask('My cat keeps coughing up hairballs', [['hairball'], ['groom', 'brush']]),
  ask('How do I introduce a new cat to my older cat?', [['separate', 'gradual', 'slowly']]),
  ask('My 15 year old cat is drinking a lot more water than usual', [['kidney', 'thyroid', 'diabetes']]),
  ask('my cat yowls all night and wakes us up', [['play', 'night']]),
  ask('Should I get my cat declawed?', [
    ['amputat', 'toe', 'bone'],
    ['scratching post', 'post'],
  ]),
  ask('Can an indoor cat be happy?', [['indoor'], ['play', 'enrich']]),
  ask('How long can a cat go without eating?', [['liver', 'lipidosis', '24', 'day']]),
  // Rabbits
  ask('What should a bunny eat every day?', [['hay']]),
  ask('My rabbit’s front teeth look really long', [
    ['teeth', 'tooth'],
    ['hay', 'vet'],
  ]),
  ask('Can you litter train a rabbit?', [['litter'], ['hay']]),
  ask('Which vaccines do rabbits need?', [['myxomatosis', 'RHD', 'haemorrhagic', 'hemorrhagic']]),
  ask('Is it cruel to keep one rabbit on its own?', [['pair', 'companion', 'social']]),
  ask('I just adopted a rabbit, she is about a year old', [['hay']], [['senior', 'older pet', 'elderly']]),
  ask('How do I pick up my rabbit without it kicking?', [['support', 'hind', 'back']]),
  // Birds
  ask('What should I feed my budgie besides seeds?', [['pellet', 'vegetable', 'veg']]),
  ask('Why is my parrot pulling out her feathers?', [
    ['pluck', 'feather'],
    ['vet', 'boredom', 'stress'],
  ]),
  ask('my cockatiel screams every morning and evening', [['scream', 'call', 'flock']]),
  ask('How often should my bird’s nails be trimmed?', [['nail', 'perch']]),
  // Reptiles
  ask('What lighting does a bearded dragon need?', [['UVB']]),
  ask('My leopard gecko has shed stuck on its toes', [['humid', 'shed']]),
  ask('My corn snake hasn’t eaten in three weeks', [['shed', 'temperature', 'normal', 'fast']]),
  ask('Can my kids catch salmonella from our turtle?', [['salmonella'], ['wash', 'hand']]),
  ask('How warm should a leopard gecko tank be?', [['°', 'degrees', 'gradient', 'warm side', 'basking']]),
  // Adoption and breeds
  ask('What should I expect the first week after adopting a rescue dog?', [
    ['routine', 'quiet', 'settle', 'decompress'],
  ]),
  ask('How much does it cost to own a cat per year?', [['cost', 'vet', 'insurance']]),
  ask('Is pet insurance worth it?', [['insurance']]),
  ask('Should I adopt a kitten or an adult cat?', [['kitten'], ['adult']]),
  ask('Are huskies good for first time owners?', [['husk'], ['exercise', 'energy']]),
  ask('Tell me about Maine Coons', [['Maine Coon']]),
  ask('What dog breeds are good for people with allergies?', [
    ['allerg'],
    ['poodle', 'no dog breed', 'no breed'],
  ]),
  ask('Do French bulldogs have breathing problems?', [
    ['brachycephalic', 'flat-faced', 'flat faced', 'airway'],
  ]),
  ask('Is a guinea pig or a rabbit better for a child?', [['rabbit', 'guinea']]),
  ask('We rent our flat, can we get a cat?', [['landlord', 'lease', 'tenancy', 'permission']]),
];
