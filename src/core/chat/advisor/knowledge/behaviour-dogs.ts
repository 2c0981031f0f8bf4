import { defineEntries } from './define.js';

/** Training and behaviour of dogs, with reward-based methods throughout. */
export const DOG_BEHAVIOUR_ENTRIES = defineEntries('behaviour', [
  {
    id: 'behaviour-reward-based-training',
    species: 'any',
    title: 'Reward-based training works best',
    keywords:
      'training, how to train, positive reinforcement, clicker, punishment, reward, obedience, treats for training, training plan',
    text: 'Reward the behaviour you want within a second or two, with something your pet really values (food, play or praise), and it will happen more often. Punishment, shouting, shock, prong or choke collars increase fear and aggression and damage trust, which is why veterinary behaviour societies advise against them. Keep sessions short (five to ten minutes), end on a success, and practise in many places. A marker word or clicker helps tell your pet exactly which moment earned the reward.',
  },
  {
    id: 'behaviour-house-training',
    species: 'dog',
    title: 'House-training a puppy',
    keywords:
      'house training, potty training, toilet training, puppy peeing inside, accidents, housebreaking',
    text: 'Take your puppy outside to the same spot after waking, after meals, after play, and at least every one to two hours, and reward it the moment it finishes. Supervise indoors and use a crate or pen when you cannot watch. If you catch an accident, calmly take the puppy outside; never punish afterwards, which only teaches it to hide. Clean accidents with an enzymatic cleaner so the smell does not draw it back.',
  },
  {
    id: 'behaviour-crate-training',
    species: 'dog',
    title: 'Crate training',
    keywords:
      'crate training, crate, kennel, puppy crying in crate, puppy crying at night, settle at night, first nights, den, how long in crate, crate a rescue dog, introducing a crate, crate for an adopted dog',
    text: 'A crate should be a safe den, big enough to stand, turn and lie stretched out, with soft bedding. Introduce it gradually by feeding meals and tossing treats inside with the door open, then close it for short periods while you are nearby. Never use it as punishment. Puppies should not be crated for longer than they can hold their bladder, and adult dogs should not spend most of the day in one. A new puppy often cries at night for the first week or two: put the crate by your bed at first, take the puppy out to toilet last thing and once in the night, and settle it with a warm, covered bed and an item that smells of its litter rather than scolding.',
  },
  {
    id: 'behaviour-puppy-biting',
    lifeStage: 'young',
    species: 'dog',
    title: 'Puppy biting and mouthing',
    keywords:
      'puppy biting, nipping, mouthing, puppy bites hands, teething, bite inhibition, overtired puppy',
    text: 'Mouthing is normal puppy play and exploration, and teething (from about three to seven months) makes it worse. Redirect onto a toy every time, and if teeth touch skin, calmly stop the game for a few seconds. Overtired puppies bite more: puppies need 18 to 20 hours of sleep a day, so schedule naps in a quiet place. Avoid rough play with hands, and teach children to freeze and fold their arms rather than run.',
  },
  {
    id: 'behaviour-puppy-training-plan',
    lifeStage: 'young',
    species: 'dog',
    title: 'A training plan for a young puppy',
    keywords:
      'puppy training schedule, puppy training plan, puppy routine, daily routine for a puppy, what to teach a puppy first, how long to train a puppy, how often to train a puppy, new puppy training, puppy lessons',
    text: 'Young puppies learn best in short sessions of three to five minutes, a few times a day, fitted into everyday life rather than one long lesson. Start with their name, sit, coming when called, settling on a mat and gentle handling of paws, ears and mouth, and reward each success at once with a tiny treat, praise or a game. Build the day on a routine: a toilet trip after every sleep, meal and play, plenty of naps (puppies sleep 16 to 20 hours a day), and short outings to meet calm people, sounds and surfaces. Join a reward-based puppy class once your vet says the vaccinations allow it, and avoid punishment, which teaches fear rather than manners.',
  },
  {
    id: 'behaviour-leash-pulling',
    species: 'dog',
    title: 'Pulling on the leash',
    keywords:
      'leash pulling, pulls on lead, loose leash walking, harness, walking nicely, heel, drags me, pulls me along, pulling on walks',
    text: 'Dogs pull because it works, so stop still whenever the leash goes tight and move on only when it slackens. Reward your dog often for being beside you, especially in the first minutes of a walk when excitement is highest. A well-fitted front-clip harness reduces pulling without hurting the neck. Let your dog sniff as a reward; sniffing is mental exercise that calms many dogs.',
  },
  {
    id: 'behaviour-training-equipment',
    species: 'dog',
    title: 'Collars, harnesses and training tools',
    keywords:
      'choke chain, prong collar, shock collar, e-collar, slip lead, head halter, harness or collar, training collar',
    text: 'Choke chains, prong collars and shock (e-) collars work through pain or fear; they can injure the neck, eyes and airway and increase anxiety and aggression, so veterinary and behaviour organisations advise against them. A flat collar for the ID tag plus a well-fitted Y-shaped harness is the safest everyday set-up. For strong pullers, a front-clip harness or a gently introduced head halter gives control while you train loose-leash walking. Equipment manages a dog; rewards are what teach it.',
  },
  {
    id: 'behaviour-recall',
    species: 'dog',
    title: 'Coming when called (recall)',
    keywords: 'recall, come when called, dog runs away, off leash, long line, dog ignores me',
    text: 'Make coming to you the best thing that ever happens: use a happy cue word and a high-value reward, such as real meat or a game, every time. Start indoors, then in the garden, then outdoors on a long line before trusting your dog off leash. Never call your dog to punish it or to end fun every time; call, reward and release it to play again. Do not chase a dog that runs off; run away from it or crouch down to invite it back.',
  },
  {
    id: 'behaviour-barking',
    species: 'dog',
    title: 'Excessive barking',
    keywords:
      'barking, dog barks too much, barking at window, barking at passers-by, barking at people walking past, barking at the door, barking at night, stop barking, demand barking',
    text: 'Work out why your dog barks: alerting, boredom, fear, frustration or asking for attention all need different answers. Block views of the street with window film, give more exercise and mental work such as sniffing games and food puzzles, and reward quiet moments. Teach a "thank you, quiet" cue by calmly rewarding the first pause in barking. Shouting joins in, and bark collars add fear or pain; barking when left alone may be separation anxiety.',
  },
  {
    id: 'behaviour-separation-anxiety',
    species: 'dog',
    title: 'Separation anxiety',
    keywords:
      'separation anxiety, dog alone, howling when alone, destroys when left, dog cries when I leave, left alone',
    text: 'Dogs with separation anxiety panic when alone: they howl, destroy doors and windows, drool, or soil the house, only in your absence. Build up time alone in tiny steps that never trigger distress, starting with seconds, and use a camera to check; a food toy helps only dogs who are mildly anxious. Avoid leaving the dog alone beyond its limit meanwhile, using sitters, daycare or friends. Never punish, and talk to your vet: anti-anxiety medication alongside training helps many dogs.',
  },
  {
    id: 'behaviour-jumping-up',
    species: 'dog',
    title: 'Jumping up on people',
    keywords: 'jumping up, jumps on people, greeting, jumps on visitors, excited dog',
    text: 'Dogs jump up to greet faces, and any attention, even pushing them off, rewards it. Turn away and wait for four paws on the floor, then greet calmly and reward at your dog’s level. Teach a sit as the way to say hello, and ask visitors to follow the same rule. Keep your dog on a leash or behind a gate when guests arrive until it succeeds.',
  },
  {
    id: 'behaviour-destructive-chewing',
    species: 'dog',
    title: 'Destructive chewing',
    keywords: 'chewing, destroys furniture, chews shoes, destructive, teething, chew toys, bored dog',
    text: 'Chewing is normal, especially in teething puppies and young dogs, so give plenty of safe chew toys and rotate them to keep them interesting. Puppy-proof the house and confine your dog to a safe area when you cannot supervise. If you find it chewing something wrong, swap it for a toy and praise. Adult dogs that suddenly chew may be bored, under-exercised, anxious or in pain.',
  },
  {
    id: 'behaviour-puppy-socialisation',
    lifeStage: 'young',
    species: 'dog',
    title: 'Socialising a puppy',
    keywords:
      'socialisation, socialization, puppy class, new experiences, fearful puppy, meeting dogs, sensitive period',
    text: 'Between about 3 and 14 weeks of age puppies learn what is safe, so gentle, positive experiences of many people, calm dogs, sounds, surfaces, car rides and handling at this age prevent fear later. Puppy classes that require vaccines and clean premises are recommended even before the vaccine series is complete. Let your puppy watch from a distance and approach at its own pace, pairing new things with treats. Quality matters more than quantity: avoid overwhelming it.',
  },
  {
    id: 'behaviour-resource-guarding',
    species: 'dog',
    title: 'Guarding food, toys or places',
    keywords: 'resource guarding, growls over food, guarding toys, food aggression, possessive, growling',
    text: 'Growling over food, toys or resting places is a warning, not disobedience; punishing the growl removes the warning but not the worry, and makes bites more likely. Do not take things away by force. Instead, trade: offer something better, and drop extra tasty food into the bowl as you walk past so your approach predicts good things. Keep children away from a guarding dog while eating or chewing, and consult a qualified behaviourist if your dog stiffens, snaps or bites.',
  },
  {
    id: 'behaviour-reactivity-aggression',
    species: 'dog',
    title: 'Reactivity and aggression towards people or dogs',
    keywords:
      'aggression, reactive dog, lunging, growling at dogs, bites, fearful dog, barking at strangers, muzzle',
    text: 'Most lunging, barking and snapping is driven by fear, frustration or pain, so start with a vet check. Keep your dog at a distance from triggers where it can still notice them calmly, and pair each sighting with something wonderful, such as a treat, until the trigger predicts good things. Avoid punishment and forced encounters, which make it worse. Muzzle-train with treats for safety, and seek a veterinary behaviourist or qualified reward-based behaviourist for any bite.',
  },
  {
    id: 'behaviour-noise-fear',
    species: 'any',
    title: 'Fear of fireworks and thunderstorms',
    keywords:
      'fireworks, thunder, storm phobia, noise fear, scared of loud noises, shaking, hiding, new year',
    text: 'Before fireworks or storms, prepare a den in a quiet room, close curtains, play music or white noise, and walk dogs before dark; keep cats indoors with litter trays. Let your pet hide and comfort it if it seeks you, which does not reinforce fear. Make sure ID tags and microchip details are up to date, as frightened pets bolt. Sound desensitisation months ahead helps, and your vet can prescribe fast-acting medication for event days.',
  },
  {
    id: 'behaviour-basic-cues',
    species: 'dog',
    title: 'Teaching sit, down and stay',
    keywords: 'teach sit, teach down, teach stay, basic commands, obedience, leave it, lure training',
    text: 'For sit, hold a treat at your dog’s nose and move it up and back; as the bottom goes down, say "yes" and reward. Repeat until it is easy, then add the word "sit" before the movement and gradually fade the food lure from your hand. Teach down by lowering the treat from the nose to the floor between the paws. Build stay by rewarding for one second, then slowly adding duration, distance and distractions, one at a time.',
  },
  {
    id: 'behaviour-digging',
    species: 'dog',
    title: 'Digging',
    keywords: 'digging, digs holes, garden, terrier digging, escape under fence',
    text: 'Dogs dig to cool off, to chase smells or rodents, out of boredom, or to escape, and terriers and Huskies are born diggers. Give your dog a legal digging pit with loose soil or sand, bury toys there and praise digging in it. Provide shade and water in hot weather, more exercise and games, and supervise garden time. Secure the base of fences if your dog digs to escape.',
  },
  {
    id: 'behaviour-exercise-needs',
    species: 'dog',
    title: 'How much exercise a dog needs',
    keywords:
      'exercise, how much exercise, walks, how often to walk, walks a day, how many walks, how long walk, energetic dog, bored dog, mental stimulation, walking schedule, exercise routine, exercise plan, exercise per day, daily exercise',
    text: 'Needs depend on breed, age and health: working and sporting breeds often need one to two hours of activity a day, while many small and flat-faced breeds need less. Mental exercise counts too: sniffing walks, food puzzles, scent games and training tire dogs as much as running. Puppies do best with short sessions and free play rather than long forced walks. Avoid strenuous exercise in the heat, especially for flat-faced breeds.',
  },
  {
    id: 'behaviour-eating-grass',
    species: 'dog',
    title: 'Dogs eating grass',
    keywords:
      'eating grass, eats grass, grass eating, pica, eating dirt, eating poop, coprophagia, keeps eating grass, stop eating grass, stop him eating grass, stop her eating grass',
    text: 'Eating grass is very common and usually normal: most dogs that do it are not ill beforehand, and only a minority vomit afterwards. Make sure the grass has not been treated with weed killer, fertiliser or slug pellets, and that garden and house plants are not toxic. See a vet if your dog suddenly eats grass frantically, vomits repeatedly, has diarrhoea or a poor appetite, or eats non-food items such as stones or fabric, which can cause blockages. Eating faeces is also common, especially in puppies; pick up promptly, reward your dog for coming away, and mention it to your vet.',
  },
  {
    id: 'behaviour-car-travel',
    species: 'any',
    title: 'Car sickness and fear of car travel',
    keywords:
      'car sickness, hates the car, car travel, travel anxiety, vomits in car, drooling in car, road trip',
    text: 'Many dogs, especially puppies, get car sick, and a few bad experiences can turn into fear of the car. Build up slowly: sit in the parked car with treats, then start the engine, then take very short trips that end somewhere fun. Secure your pet in a crate or with a crash-tested harness, keep the car cool and ventilated, and avoid feeding for a couple of hours before travel. Your vet can prescribe anti-nausea or anti-anxiety medication for longer journeys; cats should always travel in a secured carrier.',
  },
  {
    id: 'behaviour-dog-body-language',
    species: 'dog',
    title: 'Reading dog body language',
    keywords:
      'dog body language, tail wagging, dog stress signals, yawning, lip licking, whale eye, growl meaning',
    text: 'A relaxed dog has a loose body, soft eyes and an open mouth. Lip licking, yawning, turning away, showing the whites of the eyes, a tucked tail, flattened ears or freezing are signs of stress and a request for space. A wagging tail only means arousal, not friendliness: a high, stiff wag can precede a bite. Respect a growl as communication and give the dog room.',
  },
  {
    id: 'behaviour-dogs-and-children',
    species: 'dog',
    title: 'Dogs and children together',
    keywords: 'dog and kids, children and dogs, baby and dog, dog bites child, supervision, toddler',
    text: 'Most dog bites to children come from a dog the family knows, usually during hugging, reaching over, or disturbing a dog that is eating or sleeping. Always supervise young children with dogs, and separate them with gates when you cannot watch. Teach children to let the dog come to them, stroke the side of the body, and leave it alone in its bed. Give the dog a retreat where it is never disturbed.',
  },
  {
    id: 'behaviour-dog-and-new-baby',
    species: 'dog',
    title: 'Preparing a dog for a new baby',
    keywords:
      'new baby, dog and baby, pregnant, introduce dog to baby, baby arriving, newborn and dog, baby on the way, prepare the dog for a baby, prep the dog',
    text: 'Start months ahead: make changes to routines, walks and out-of-bounds rooms before the baby arrives, so the dog does not link them to the baby. Teach calm greetings, a reliable settle on a bed, and play recordings of baby sounds at low volume paired with treats. When the baby comes home, let the dog sniff a blanket first, then meet calmly on a leash with lots of rewards for relaxed behaviour. Never leave a baby or young child alone with any dog, and give the dog a quiet retreat and its usual attention.',
  },
  {
    id: 'behaviour-introducing-dog-and-cat',
    species: 'any',
    title: 'Introducing a dog and a cat',
    keywords: 'dog and cat, introduce cat to dog, new dog with cat, cat and puppy, chasing cat',
    text: 'Keep them apart at first and swap bedding so each learns the other’s scent. Then allow short meetings with the dog on a leash and the cat free to leave, with high places and escape routes; reward the dog for calm looks and for turning away from the cat. Increase time together over days or weeks, and never let the dog chase. Some dogs with a strong prey drive are never safe with cats.',
  },
  {
    id: 'behaviour-swallowing-objects',
    species: 'any',
    title: 'Stopping a pet chewing and swallowing socks, hair ties and tinsel',
    keywords:
      'swallowing socks, swallows socks, eats socks, hair ties, hair bobbles, tinsel, ribbon, string toys, eats non-food, pica, swallowing things, christmas tree safety',
    text: 'Dogs that steal socks and underwear, and cats drawn to hair ties, ribbon, tinsel and string, can end up with a blocked gut that needs surgery, so keeping the things out of reach matters more than training alone. Keep laundry behind a closed door or in a lidded basket, put hair ties and sewing kits in drawers, hang no tinsel or ribbon on the lower branches of a Christmas tree, and put string and wand toys away after play. Give safe outlets instead: sturdy chews and a trade for a treat for dogs (chasing a thief turns it into a game), and play sessions and puzzle feeders for cats. If something is swallowed, or string is seen in the mouth or under the tongue, call a vet at once and never pull it.',
  },
  {
    id: 'behaviour-eating-poop',
    species: 'dog',
    title: 'Dogs eating poop',
    keywords:
      'eats poop, eats his own poop, eating poo, coprophagia, eats cat poop, eats rabbit droppings, eats faeces, eats stool',
    text: 'Eating poop (coprophagia) is common, especially in puppies, and is usually a habit rather than a sign of illness, but a vet check rules out worms, malabsorption and a hungry dog on too little food. Pick up straight away in the garden, keep the litter box out of reach, and teach a solid "leave it" with a better reward for coming away. Feed a complete diet in enough meals, and give plenty of exercise and chews, since boredom makes it worse. Products added to food that make poop taste bad help some dogs, but not all.',
  },
  {
    id: 'behaviour-dogs-play-fighting',
    species: 'dog',
    title: 'Dogs play fighting',
    keywords:
      'play fight, play fighting, rough play, dogs wrestling, growling in play, play growl, dogs play rough, play or a real fight',
    text: 'Play fighting with growls, open-mouthed bites, wrestling and chasing is normal between dogs that know each other, as long as it stays play: loose, bouncy bodies, play bows, taking turns on top and at chasing, and short pauses. Step in calmly, by calling them apart or taking a break, if one dog keeps trying to get away, hides or yelps, if bodies go stiff and silent, or if the game grows more and more heated. Give each dog a quiet place to rest, and keep toys and food out of the games if either guards them.',
  },
  {
    id: 'behaviour-older-dog-and-puppy',
    species: 'dog',
    title: 'An older dog and a new puppy',
    keywords:
      'older dog and new puppy, old dog grumpy with puppy, puppy pesters older dog, resident dog and puppy, get along, get on together, senior dog and a new puppy',
    text: 'An adult dog that growls or snaps briefly at a pestering puppy is usually teaching manners, not being aggressive, and most pairs settle within a few weeks. Give the older dog space and rest: a gate, crate or room the puppy cannot reach, separate feeding and chews, and walks and attention of its own. Keep early time together short and supervised, interrupt the puppy before the older dog is overwhelmed, and reward calm behaviour around each other. Ask a vet or qualified behaviourist for help if the older dog stays stressed, stops eating or bites hard, and have it checked for pain, which makes many older dogs less tolerant.',
  },
]);
