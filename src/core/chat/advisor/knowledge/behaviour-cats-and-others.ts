import { defineEntries } from './define.js';

/** Behaviour of cats, rabbits, birds and reptiles. */
export const OTHER_BEHAVIOUR_ENTRIES = defineEntries('behaviour', [
  {
    id: 'behaviour-litter-box-problems',
    species: 'cat',
    title: 'Cat peeing or pooping outside the litter box',
    keywords:
      'litter box problems, peeing outside litter box, pooping outside box, cat peeing on bed, house soiling, litter tray, best cat litter, type of litter, how often to change the litter, cleaning the litter box',
    text: 'Start with a vet check, because cystitis, constipation, arthritis and kidney disease often cause it. Provide one box per cat plus one, in quiet places away from food, scooped daily and fully washed weekly. Most cats prefer large, uncovered boxes with about 3 cm of unscented, fine clumping litter; avoid liners and strong deodorisers. Clean soiled spots with an enzymatic cleaner, and never punish, which adds stress.',
  },
  {
    id: 'behaviour-kitten-litter-training',
    species: 'cat',
    title: 'Litter training a kitten',
    lifeStage: 'young',
    keywords:
      'litter train kitten, litter training, toilet training kitten, kitten litter box, teach kitten to use litter tray, new kitten toilet',
    text: 'Kittens learn to use a litter box almost by instinct, so the job is mostly making the right spot easy to find. Put a low-sided box with unscented, fine-grained litter in a quiet corner away from food and water, and gently place the kitten in it after meals, after naps and after play. Praise quietly when it goes, never punish accidents, and clean them with an enzymatic cleaner so the smell does not draw the kitten back. Scoop daily and keep one box per cat plus one; a kitten that keeps going elsewhere should see a vet to rule out diarrhoea or a urinary problem.',
  },
  {
    id: 'behaviour-cat-kneading',
    species: 'cat',
    title: 'Kneading ("making biscuits")',
    keywords:
      'kneading, knead, making biscuits, paws pushing, kneads blanket, kneads me, suckling on blanket, treading',
    text: 'Kneading is normal and usually a sign of contentment: kittens knead their mother to start the milk flowing, and many adult cats keep doing it when relaxed, often purring or drooling a little. It also leaves scent from glands in the paws, marking you or the blanket as theirs. If the claws hurt, keep them trimmed or put a thick blanket on your lap rather than pushing the cat away. Sudden, constant kneading with sucking on fabric can be a stress habit, so mention it to your vet if it becomes obsessive.',
  },
  {
    id: 'behaviour-cat-scratching',
    species: 'cat',
    title: 'Scratching furniture',
    keywords: 'cat scratching furniture, scratching post, sofa, claws, declaw, scratching carpet',
    text: 'Scratching keeps claws healthy, stretches muscles and leaves scent marks, so give cats a better place rather than trying to stop it. Offer sturdy posts tall enough for a full stretch, covered in sisal, beside sleeping spots and near the furniture being scratched, plus horizontal scratchers. Reward use with treats or catnip, and cover the sofa temporarily with a throw or double-sided tape. Declawing is an amputation of the toe bones, banned in many countries and opposed by veterinary bodies.',
  },
  {
    id: 'behaviour-cat-play-aggression',
    species: 'cat',
    title: 'Cats that bite or attack feet and hands',
    keywords:
      'cat bites, kitten attacks feet, play aggression, cat scratches me, pouncing, biting during petting',
    text: 'Young cats ambush feet and hands when their hunting energy has no other outlet. Play with wand toys for two or three 10 to 15 minute sessions a day, end each with a "catch" and a small meal, and never use your hands as toys. If your cat bites during stroking, keep sessions short and stop at the first tail flick or skin ripple. A single kitten often benefits from a playmate of similar age.',
  },
  {
    id: 'behaviour-cat-night-activity',
    species: 'cat',
    title: 'Cats active or noisy at night',
    keywords:
      'cat at night, crying at night, yowling at night, cat wakes me up, zoomies, meowing at night, night activity, early morning, running around at night, racing around at night',
    text: 'Cats are naturally most active at dawn and dusk. A vigorous play session before bed, followed by a meal, helps them settle into your schedule, and an automatic feeder stops them waking you for breakfast. Do not reward night demands with attention or food. New night-time yowling in an older cat can signal hyperthyroidism, high blood pressure or cognitive decline, so see a vet.',
  },
  {
    id: 'behaviour-introducing-cats',
    species: 'cat',
    title: 'Introducing a new cat to a resident cat',
    keywords:
      'introduce cats, new cat, second cat, cats fighting, hissing, multi-cat household, taking in another cat, older resident cat, introduce a young cat to an older cat, only cat for years',
    text: 'Keep the newcomer in its own room with everything it needs for at least several days. Swap bedding and feed both cats on either side of the door, then let them see each other through a gate or a cracked door before short, supervised meetings with treats and play. Hissing early on is normal; go back a step if there is chasing or fighting. In the long run, provide separate food, water, litter boxes, beds and high perches so they never have to compete.',
  },
  {
    id: 'behaviour-cat-spraying',
    species: 'cat',
    title: 'Urine spraying',
    keywords: 'spraying, urine marking, cat spraying walls, territory, tom cat spraying',
    text: 'Spraying (small amounts of urine on upright surfaces) is marking, usually triggered by stress: outdoor cats at the window, a new pet, tension between cats or household changes. Neutering stops most spraying in males and many females. Clean marks with an enzymatic cleaner, block views of outdoor cats, add resources and play, and consider a pheromone diffuser. Rule out cystitis with a vet, especially if the cat squats.',
  },
  {
    id: 'behaviour-indoor-cat-enrichment',
    species: 'cat',
    title: 'Keeping indoor cats happy',
    keywords: 'indoor cat, bored cat, enrichment, cat toys, cat tree, window perch, catio, harness training',
    text: 'Indoor cats live longer and safer lives but need their hunting and climbing instincts met. Provide cat trees and shelves for height, window perches, hiding boxes, and daily interactive play. Feed part of the ration in puzzle feeders or hidden around the house, and rotate toys weekly. A secure catio or harness walks, introduced gradually, add safe outdoor time.',
  },
  {
    id: 'behaviour-cat-stress-and-moving',
    species: 'cat',
    title: 'Stress, hiding and moving house with a cat',
    keywords:
      'cat hiding, stressed cat, moving house with cat, new home cat, cat scared, cat not eating after move',
    text: 'Cats feel safe through routine and familiar smells, so moves, building work, visitors or new pets often make them hide, stop eating or soil the house. On moving day, keep the cat shut in one quiet room with its litter box, food, water, bed and familiar items, and set up a similar room first in the new home. Keep it indoors for at least two to four weeks, update the microchip, and consider a pheromone diffuser. A cat that has not eaten for more than a day needs a vet, even if stress seems the obvious cause.',
  },
  {
    id: 'behaviour-cat-hunting',
    species: 'cat',
    title: 'Cats that hunt and bring home prey',
    keywords:
      'cat hunting, dead mouse, cat brings birds, prey, cat kills birds, bell collar, hunting instinct',
    text: 'Hunting is instinct rather than hunger, and bringing prey home is normal cat behaviour, so do not punish it. A daily play session with toys the cat can chase and catch and a diet rich in meat protein have both been shown to reduce the number of animals cats bring home. Bells or brightly coloured collar covers help birds spot cats, and keeping cats in at dawn, dusk and night protects wildlife and the cat. Hunting cats need regular worm and flea treatment.',
  },
  {
    id: 'behaviour-cat-outdoor-access',
    species: 'cat',
    title: 'Should my cat go outside?',
    keywords: 'let cat outside, outdoor cat, indoor or outdoor cat, cat outside, catio, cat flap, garden',
    text: 'Outdoor access gives cats exercise and stimulation, but exposes them to traffic, fights, infectious diseases such as FIV, parasites and poisons, and it threatens wildlife. Many vets and welfare groups recommend keeping cats indoors or giving controlled access through a catio, a cat-proof garden or harness walks. If your cat does go out, make sure it is neutered, vaccinated, microchipped and on parasite prevention, and keep it in at night. After a move, keep a cat indoors for at least two to four weeks first.',
  },
  {
    id: 'behaviour-rabbit-body-language',
    species: 'rabbit',
    title: 'Reading a rabbit: happy, scared or in pain',
    keywords:
      'rabbit happy, happy bunny, binky, binkies, flop, flopping, rabbit body language, thumping, grunting, rabbit mood, tooth purring, teeth grinding',
    text: 'A relaxed, happy rabbit flops onto its side, lies stretched out, jumps and twists in the air (a binky), circles your feet, nudges you and grinds its teeth softly (a purr) when stroked. A rabbit that thumps a back foot, grunts, lunges or holds its ears flat against a tense body is scared or annoyed. Sitting hunched and still, loud teeth grinding, not eating or no droppings mean pain, which in a rabbit is urgent. Rabbits are happiest with a bonded companion, room to run every day, hiding places and unlimited hay.',
  },
  {
    id: 'behaviour-hamster-biting',
    species: 'any',
    title: 'A hamster that bites',
    keywords:
      'hamster bites, hamster biting, hamster nips, taming a hamster, handling a hamster, hamster aggressive',
    text: 'Hamsters bite mostly from fear or when woken: they are nocturnal, so handle them in the evening once they are up, never by reaching down from above like a predator. Wash your hands first, since food smells on your fingers invite a nip. Tame slowly: sit by the cage and offer treats from your open hand for several days, then let the hamster walk onto your hand in a cup or scoop, close to the floor. A hamster that suddenly starts biting may be in pain or need a bigger cage with deeper bedding.',
  },
  {
    id: 'behaviour-cat-body-language',
    species: 'cat',
    title: 'Reading cat body language',
    keywords: 'cat body language, tail up, slow blink, purring, flattened ears, belly up, cat mood',
    text: 'A tail held up and slow blinks are friendly greetings; blink slowly back. Flattened ears, dilated pupils, a lashing or puffed tail and a crouched body mean fear or irritation, so give space. A cat rolling to show its belly is showing trust, not asking for a belly rub. Purring usually means contentment but also happens when cats are ill or in pain.',
  },
  {
    id: 'behaviour-cat-carrier',
    species: 'cat',
    title: 'Making the cat carrier less scary',
    keywords: 'cat carrier, vet visit stress, cat hates carrier, travel with cat, getting cat to vet',
    text: 'Leave the carrier out all the time as a bed, with soft bedding and occasional treats inside, so it is not only a sign of a vet visit. Top-opening or split carriers let the vet examine the cat in the bottom half. Cover it with a towel in the car, secure it on the floor or with a seatbelt, and spray a cat pheromone on the bedding 15 minutes before travel. Ask your vet about anti-anxiety medication for very fearful cats.',
  },
  {
    id: 'behaviour-cat-excessive-meowing',
    species: 'cat',
    title: 'Excessive meowing',
    keywords: 'cat meows a lot, vocal cat, yowling, crying cat, attention seeking meow, cat in heat',
    text: 'Cats meow mostly to people, to ask for food, attention or access. Reward quiet moments rather than the meowing, feed on a schedule or with a timed feeder, and give more play. Unspayed females yowl when in season, and some breeds such as Siamese are naturally chatty. New or increased vocalising in an older cat needs a vet check.',
  },
  {
    id: 'behaviour-rabbit-handling',
    species: 'rabbit',
    title: 'Handling and bonding with rabbits',
    keywords:
      'rabbit handling, picking up rabbit, rabbit bonding, rabbit scared, rabbit biting, rabbit company',
    text: 'Rabbits are prey animals and many dislike being lifted, so spend time at floor level and let them approach you for treats and strokes on the forehead. If you must lift one, support the chest and hindquarters fully and keep it close to your body; a kick can break its spine, and it must never be lifted by the ears. Rabbits are social and are happiest with another neutered rabbit. Thumping, grunting and lunging mean fear or annoyance.',
  },
  {
    id: 'behaviour-rabbit-litter-training',
    species: 'rabbit',
    title: 'Litter training a rabbit',
    keywords:
      'rabbit litter training, rabbit toilet, litter box rabbit, house rabbit, rabbit droppings everywhere',
    text: 'Rabbits naturally choose a corner to toilet, so place a large tray there with paper-based litter and a generous pile of hay on top, since rabbits eat and toilet at the same time. Avoid clumping clay, clumping cat litter and pine or cedar shavings. Put stray droppings in the tray and clean it often. Neutered rabbits are much easier to litter train.',
  },
  {
    id: 'behaviour-bird-screaming',
    species: 'bird',
    title: 'Screaming parrots',
    keywords: 'bird screaming, parrot screaming, loud bird, contact call, noisy parrot, cockatiel screaming',
    text: 'Some calling at dawn and dusk is natural. Screaming for attention is often learned, because coming back or shouting rewards it, so respond instead to quieter sounds and whistles. Answer contact calls from another room with a set word or whistle so your bird knows you are near. Foraging toys, chewing material, out-of-cage time and 10 to 12 hours of sleep reduce screaming.',
  },
  {
    id: 'behaviour-bird-company',
    species: 'bird',
    title: 'Company for a budgie or parrot',
    keywords:
      'lonely bird, lonely budgie, second budgie, another budgie, pair of budgies, two budgies, bird companion, bird on its own, single bird, keep birds together, introduce a new bird, bird friend, mirror for budgie, bored bird',
    text: 'Budgies, cockatiels and most parrots are flock birds: a bird kept alone needs hours of your company every day, and a second bird of the same species is often the kinder choice. Quarantine a newcomer in a separate cage in another room for about 30 days and have it checked by an avian vet, then put the cages side by side for a week or two before letting them share out-of-cage time and finally one large cage. Do not rely on a mirror, which can frustrate a lonely bird, and expect a pair to bond with each other somewhat more than with you.',
  },
  {
    id: 'behaviour-bird-biting',
    species: 'bird',
    title: 'Birds that bite',
    keywords: 'bird biting, parrot bites, budgie bites, step up, target training, hormonal bird',
    text: 'Birds bite when frightened, overstimulated, protecting a territory or hormonal, so watch for warnings such as pinning pupils, raised nape feathers and a lowered head. Back off before the bite rather than pushing on. Teach step-up and target training with small treats so handling becomes a choice. Never flick the beak or shout, and limit hormonal triggers such as dark nest-like spaces and petting below the neck.',
  },
  {
    id: 'behaviour-reptile-handling',
    species: 'reptile',
    title: 'Handling reptiles',
    keywords:
      'reptile handling, holding lizard, holding snake, gecko tail drop, tame reptile, stressed reptile',
    text: 'Support the whole body, never grab a lizard by the tail (many species drop it), and keep sessions short at first, near the ground. Let snakes move through your hands rather than restraining them, and wait 48 hours after a meal before handling. Hiding, hissing, puffing up or darkening colour are stress signals. Always wash your hands afterwards.',
  },
]);
