import type { EvalCase } from '../rubric.js';
import { emergency, knowledge } from './case-builders.js';
import {
  BLADDER,
  BLOAT,
  BREATHING,
  CHOCOLATE,
  CLOT,
  COOL,
  EYE,
  LILY,
  PRESSURE,
  PROLAPSE,
  SEIZURE,
  STASIS,
  XYLITOL,
} from './shared-condition-terms.js';

/**
 * Emergencies as owners tell them: through the one part of the body they are looking at (an eye,
 * the mouth and gums, the belly, the back legs, the bottom, the skin, the chest), across dogs,
 * cats, rabbits and other pets, beside the conditions every emergency file must cover (heatstroke,
 * the named poisons, a blocked male cat, bloat, breathing trouble, seizures, collapse, pale or
 * blue gums, rabbit gut stasis, a stalled birth). Written before the advisor's code was read for
 * them. Near-misses are minor problems of the same parts, which must not raise the alarm. Each
 * emergency's terms are what any good answer holds: the condition named, and where fitting one
 * point of first aid or one "do not"; never a wording of a particular answer.
 */
const PROPTOSIS = ['proptosis', 'prolapse', 'socket', 'eye'];
const MOIST = ['moist', 'damp', 'wet', 'saline'];
const RINSE = ['rinse', 'flush', 'water', 'wash'];
const CHOKING = ['chok', 'airway', 'obstruct', 'stuck', 'lodged'];
const DO_NOT_PULL = [/(do not|don'?t|never)[^.]*(pull|yank|remove)/i];
const ALLERGIC = ['allerg', 'anaphyla', 'swelling', 'sting'];
const ELECTRIC = ['electric', 'shock', 'burn'];
const BLOOD_LOSS = ['shock', 'bleed', 'blood loss', 'anaemi', 'anemi', 'circulation'];
const OXYGEN = ['oxygen', 'breath', 'airway', 'cyanos'];
const PAIN_BELLY = ['abdom', 'belly', 'pancreat', 'obstruct', 'pain'];
const HERNIA = ['hernia', 'strangulat', 'trapped'];
const SPINE = ['spine', 'spinal', 'disc', 'IVDD', 'paraly', 'nerve'];
const BURN = ['burn', 'chemical', 'corrosive', 'caustic'];
const LICK = ['lick', 'groom', 'cone', 'collar'];
const TICK = ['tick', 'paralysis'];
const HEAT = ['heatstroke', 'heat stroke', 'overheat'];
const ANTIFREEZE = ['antifreeze', 'ethylene glycol'];
const GRAPES = ['grape', 'raisin'];
const RAT_BAIT = ['rat', 'rodenticide', 'bait', 'poison', 'anticoagulant'];
const PAINKILLER = ['ibuprofen', 'paracetamol', 'acetaminophen', 'painkiller', 'NSAID', 'naproxen'];
const COLLAPSE = ['collapse', 'shock', 'faint', 'unconscious'];
const LABOUR = ['labour', 'labor', 'birth', 'dystocia', 'whelp', 'kitten', 'pupp'];

export const BODY_PART_EMERGENCIES: readonly EvalCase[] = [
  // Eyes.
  emergency(
    [
      'my pug got in a scrap with the neighbours dog and now one of his eyes is bulging right out of the socket',
    ],
    [PROPTOSIS, MOIST],
  ),
  emergency(
    ["shih tzu's eye has kind of popped forward and she cant blink over it, what do i do"],
    [PROPTOSIS],
  ),
  emergency(
    [
      'my cats eye went all cloudy blue overnight and she keeps it squeezed shut and hides, she yelps if i go near her face',
    ],
    [EYE, ['glaucoma', 'ulcer', 'pressure', 'uveitis', 'cornea']],
  ),
  emergency(
    ['dog got scratched on the eye by the cat an hour ago, hes holding it shut and its streaming'],
    [['ulcer', 'cornea', 'scratch'], LICK],
  ),
  emergency(
    ['I was spraying bleach in the bathroom and some splashed in my rabbits eye, she is rubbing at it'],
    [EYE, RINSE],
  ),
  emergency(['oven cleaner got in my dogs eyes!!!'], [RINSE]),
  // Mouth and throat.
  emergency(
    [
      'my lab is pawing at his mouth and gagging, drooling everywhere, i think theres something stuck in his throat',
    ],
    [CHOKING],
  ),
  emergency(['puppy choking on a ball cant breathe HELP'], [CHOKING]),
  emergency(
    ['my spaniel got a stick bone jammed across the roof of her mouth between her back teeth and is frantic'],
    [['stuck', 'lodged', 'wedged', 'jammed', 'remove'], DO_NOT_PULL],
  ),
  emergency(
    ['my boxers tongue and lips have swollen up huge after he was snapping at wasps in the garden'],
    [ALLERGIC],
  ),
  emergency(
    ['kitten chewed through my phone charger cable, theres a burn on her tongue and she is coughing'],
    [ELECTRIC],
  ),
  emergency(['house rabbit bit through a lamp cord and now hes breathing with his mouth open'], [ELECTRIC]),
  emergency(['his gums are white as paper and hes just lying there'], [BLOOD_LOSS]),
  emergency(['my old greyhounds gums look grey and his tongue is kind of purple when he pants'], [OXYGEN]),
  emergency(
    ['just checked my cats gums because she seems off and they are a dark brick red, she is hot to touch'],
    [['shock', 'sepsis', 'heat', 'infection', 'fever']],
  ),
  emergency(['gums pale and cold, hes been vomiting and can barely lift his head'], [BLOOD_LOSS]),
  // Belly.
  emergency(
    [
      'my great danes belly is blown up tight like a drum after dinner and hes retching with nothing coming up',
    ],
    [BLOAT],
  ),
  emergency(
    [
      "my dog's stomach is swollen and hard and she keeps standing with her front end down and her bum up, crying when i touch her tummy",
    ],
    [PAIN_BELLY],
  ),
  emergency(
    ['the little lump in my puppys belly button went hard and red this morning and she is vomiting'],
    [HERNIA],
  ),
  // Back and legs.
  emergency(
    ['my dachshund yelped jumping off the couch and now his back legs are dragging and knuckling over'],
    [SPINE, ['crate', 'rest', 'still', 'move', 'carry', 'support']],
  ),
  emergency(
    ['my cat screamed, now both back legs are cold and she cant walk on them, her back pads are pale'],
    [CLOT],
  ),
  emergency(
    ['my corgi is walking on the tops of his back feet and wobbling like he is drunk since this afternoon'],
    [SPINE],
  ),
  // Genitals and bottom.
  emergency(
    [
      'my boy cat keeps licking his bits and going in and out of the litter tray, straining but only a drop comes out',
    ],
    [BLADDER],
  ),
  emergency(['neutered tom squatting in the tray crying, nothing coming out at all'], [BLADDER]),
  emergency(
    ['theres something red and fleshy sticking out of my kittens bum after she had diarrhoea all week'],
    [PROLAPSE, MOIST],
  ),
  emergency(
    ['my rabbits bottom is bleeding quite a lot and there is blood dripping on the floor of her hutch'],
    [PRESSURE],
  ),
  // Skin.
  emergency(
    [
      'my dog rolled in something and his fur is soaked in what smells like drain cleaner, his skin is going red',
    ],
    [BURN, RINSE],
  ),
  emergency(
    ['my cat came home with a deep gash on her side, you can see the muscle underneath and its bleeding'],
    [PRESSURE],
  ),
  emergency(
    ['found a tick on my dog yesterday and today his back legs are weak and his bark sounds funny'],
    [TICK],
  ),
  // The list, told through a part of the body.
  emergency(
    [
      'after fetch at the park in the heat my collie is panting with his tongue hanging long and dark, hes staggering',
    ],
    [HEAT, COOL],
  ),
  emergency(
    ['my cat licked some green sweet stuff off her paws that leaked from the car radiator'],
    [ANTIFREEZE],
  ),
  emergency(['dog chewed sugar free gum, now hes shaky and his legs keep giving way'], [XYLITOL]),
  emergency(['my beagle ate raisins out of the cereal box and now he has tummy ache and is sick'], [GRAPES]),
  emergency(
    ['there was yellow pollen on my cats face and nose from the bouquet of lilies on the table'],
    [LILY],
  ),
  emergency(
    ['my dog had blue pellets in his mouth from the shed and his gums are bleeding a bit'],
    [RAT_BAIT],
  ),
  emergency(
    ['my cat chewed an ibuprofen tablet she found on the floor, she is drooling and her mouth smells of it'],
    [PAINKILLER],
  ),
  emergency(
    ['terrier ate most of a dark chocolate bar, his heart is pounding when i put my hand on his chest'],
    [CHOCOLATE],
  ),
  emergency(
    ['my cat is breathing with her mouth open and her sides going in and out really fast'],
    [BREATHING],
  ),
  emergency(
    ['my dogs jaw is chomping and his legs are paddling, his eyes are rolled back and he wont respond'],
    [SEIZURE],
  ),
  emergency(
    ['my old lab just fell over on the walk, his legs went out from under him and his tongue looks white'],
    [COLLAPSE],
  ),
  emergency(
    ['bunnys tummy feels tight and bloated, no droppings since yesterday and she is grinding her teeth'],
    [STASIS],
  ),
  emergency(
    ['our cat had one kitten three hours ago and is still pushing hard with nothing coming out'],
    [LABOUR],
  ),
];

/** Minor problems of the same parts of the body: each deserves an answer, none an alarm. */
export const BODY_PART_NEAR_MISSES: readonly EvalCase[] = [
  knowledge(
    ['my white poodle has brown tear stains under her eyes, how can i get rid of them?'],
    [['tear', 'stain']],
  ),
  knowledge(['my cat has a little bit of sleep in the corner of her eye in the mornings, normal?'], [EYE]),
  knowledge(
    ['the vet said my dog has a bit of tartar on his back teeth, how do i keep it from getting worse?'],
    [['brush', 'dental', 'tooth', 'teeth']],
  ),
  knowledge(['my dogs breath smells a bit, what helps?'], [['dental', 'teeth', 'tooth', 'brush']]),
  knowledge(
    [
      'found a small soft lump under my dogs skin, it moves about and doesnt bother him, should i book a checkup?',
    ],
    [['lump', 'lipoma', 'fatty']],
  ),
  knowledge(
    ['my cat has a little redness on her chin with some black specks, she is eating fine'],
    [['acne', 'chin']],
  ),
  knowledge(
    ['my rabbit has a bald patch on her tummy, shes pulling fur out and making a nest'],
    [['nest', 'pregnan', 'phantom', 'pseudo']],
  ),
  knowledge(
    ['my dog keeps scooting his bum on the carpet but otherwise fine, why?'],
    [['anal gland', 'anal sac', 'scoot']],
  ),
  knowledge(
    ["my dog's paw pads look dry and a bit cracked after winter walks"],
    [['pad', 'paw', 'balm', 'moistur']],
  ),
  knowledge(
    ['my dog pulled a muscle maybe? slight limp on one front leg today but still eats and plays'],
    [['limp', 'rest', 'lame']],
  ),
  knowledge(
    ['my cats belly has a saggy flap of skin that swings when she walks, is she fat?'],
    [['primordial', 'pouch', 'normal']],
  ),
  knowledge(
    ['my guinea pig has a bit of dandruff on his back, otherwise hes his usual self'],
    [['mite', 'dandruff', 'skin', 'scurf']],
  ),
];
