import type { EvalCase } from '../rubric.js';
import { NOT_UNDERSTOOD } from './verdicts.js';
import { WARM } from './shared-condition-terms.js';

/**
 * What a vet would tell the owner, not only that it is urgent: each emergency kind of the
 * knowledge base, one or two ways, with the two or three points any good first-aid answer
 * contains (the substance or condition named, what to do on the way, what NOT to do). Written
 * before the emergency entries were reworded against them. Beside them, three near-misses of
 * kinds that raised a false alarm: a little of a seasoning eaten in food, a question about a
 * kind of bone, a young animal restless at night.
 */
const emergency = (turns: string[], must: EvalCase['must']): EvalCase => ({
  category: 'emergency',
  turns,
  must,
});

const NO = [/\bno\b/i, 'not safe', 'unsafe', 'never', 'toxic', 'poison', 'dangerous', 'harmful', 'avoid'];

/** Do not make the pet vomit unless a vet says so. */
const NO_VOMIT = [/(do not|don'?t|never) (make|induce|try to make)[^.]*vomit/i];
const PACKAGING = ['packaging', 'packet', 'wrapper', 'label', 'bottle', 'container'];
const TIME = [/\b(time|when)\b/i, 'hours'];
const CALM = ['calm', 'quiet', 'still'];

export const EMERGENCY_ADVICE_CASES: readonly EvalCase[] = [
  // Heatstroke: cool water, not ice-cold; keep cooling on the way.
  emergency(
    ['after an afternoon in the garden at 32 degrees my bulldog is flat out, panting and drooling'],
    [['heatstroke', 'heat stroke'], ['cool'], [/not ice|ice-cold|icy/i]],
  ),
  emergency(
    ['my rabbit was in her hutch in full sun all day and now she is limp and breathing fast'],
    [['heatstroke', 'heat stroke', 'overheat'], ['cool']],
  ),
  // Antifreeze: hours count, go before signs.
  emergency(
    ['there was a puddle of radiator coolant on the drive and my dog had a good drink of it'],
    [
      ['antifreeze', 'ethylene glycol'],
      ['antidote', 'hours'],
    ],
  ),
  emergency(
    ['my kitten walked through spilt antifreeze in the garage and licked her paws'],
    [
      ['antifreeze', 'ethylene glycol'],
      ['wash', 'rinse'],
      ['hours', 'antidote'],
    ],
  ),
  // Xylitol.
  emergency(
    ['my beagle chewed up a whole pack of sugar free mints from my coat'],
    [['xylitol'], ['blood sugar'], PACKAGING],
  ),
  emergency(
    ['the dog licked out a jar of peanut butter that says it has birch sugar'],
    [['xylitol'], ['blood sugar', 'liver']],
  ),
  // Grapes and raisins.
  emergency(
    ['my cocker spaniel hoovered up a box of sultanas off the kitchen floor'],
    [['kidney'], ['any amount', 'no known safe', 'no safe']],
  ),
  emergency(['our lab pinched two slices of fruit loaf with currants in it'], [['kidney'], ['vomit']]),
  // Lilies for cats.
  emergency(
    ['there is orange pollen from the bouquet all over my cat’s white fur and she is washing it off'],
    [['lily', 'lilies'], ['kidney'], ['wipe', 'wash', 'damp cloth']],
  ),
  emergency(['my cat drank from the vase with the stargazer lilies in it'], [['kidney'], ['lily', 'lilies']]),
  // Rat and mouse bait.
  emergency(
    ['my terrier found the blue pellets the pest control man left behind the fridge and ate some'],
    [['rodent', 'rat', 'mouse', 'bait'], PACKAGING, ['vitamin k', 'antidote', 'bleeding']],
  ),
  emergency(
    ['I think my cat ate a mouse that had been eating the poison blocks in the loft'],
    [
      ['rodent', 'rat poison', 'mouse poison', 'bait'],
      ['bleeding', 'antidote'],
    ],
  ),
  // Human painkillers.
  emergency(
    ['my cat knocked a paracetamol off the bedside table and I think she ate it'],
    [['paracetamol', 'acetaminophen'], ['cat'], [/never give|do not give|don'?t give/i]],
  ),
  emergency(
    ['my staffie chewed through a blister pack of nurofen, four tablets gone'],
    [['ibuprofen'], ['kidney', 'ulcer'], ['packet', 'packaging', 'count']],
  ),
  emergency(
    ['I gave my dog one of my aspirin for his limp and now he is vomiting'],
    [['aspirin'], [/never give|do not give|don'?t give/i]],
  ),
  // Chocolate in quantity.
  emergency(
    ['my jack russell ate most of a 200 g bar of 85% cocoa chocolate'],
    [['theobromine'], ['weight', 'how much'], NO_VOMIT],
  ),
  emergency(
    ['the puppy got into a tin of cocoa powder and has it all round her mouth'],
    [
      ['theobromine', 'chocolate'],
      ['wrapper', 'packaging', 'how much'],
    ],
  ),
  // Urinary blockage in a male cat.
  emergency(
    ['my neutered tom keeps squatting in the tray, nothing comes out and he yowls'],
    [['urethra', 'blocked', 'blockage'], [/do not press|don'?t press|not press/i], ['kidney', 'potassium']],
  ),
  emergency(
    ['my boy cat has been trying to wee all morning and his belly feels hard and sore'],
    [
      ['urethra', 'blocked', 'blockage'],
      ['day or night', 'now'],
    ],
  ),
  // Bloat.
  emergency(
    ['my german shepherd keeps heaving but nothing comes up and his tummy is like a drum'],
    [['bloat', 'GDV', 'twist'], ['surgery'], [/do not wait|don'?t wait|immediately/i]],
  ),
  emergency(
    ['my setter ran around straight after a big dinner and now he is restless, retching and drooling'],
    [['bloat', 'GDV', 'twist'], ['surgery']],
  ),
  // Breathing trouble.
  emergency(
    ['my cat is sitting crouched, breathing with her mouth open and her sides heaving'],
    [['oxygen'], ['calm'], [/restrain|force/i]],
  ),
  emergency(
    ['my pug is making a horrible gasping noise and cannot get air in'],
    [
      ['oxygen', 'airway'],
      ['calm', 'cool'],
    ],
  ),
  // Seizures.
  emergency(
    ['my collie went stiff, fell over and is jerking his legs, what do I do'],
    [['seizure'], ['mouth'], ['time', 'five minutes', '5 minutes']],
  ),
  emergency(
    ['my cat just had a fit, thrashing on the floor for about a minute'],
    [['seizure'], ['time', 'minutes'], ['video', 'first seizure']],
  ),
  // Collapse.
  emergency(
    ['my old greyhound went down in the park and will not get up, he is barely responding'],
    [['collapse', 'unconscious'], ['gum'], ['breathing']],
  ),
  emergency(
    ['my cat fell over and is lying there floppy and won’t react to me'],
    [['gum'], ['side', 'airway'], ['CPR']],
  ),
  // Pale or blue gums.
  emergency(
    ['my dog’s gums have gone white as paper and he is very weak'],
    [['blood', 'anaemia', 'shock'], WARM],
  ),
  emergency(['my cat’s lips and tongue look a purple colour'], [['oxygen'], CALM]),
  // Rabbit and guinea pig gut stasis.
  emergency(
    ['my bunny has left all her pellets and hay since last night and there are no droppings in the litter'],
    [['stasis', 'gut'], ['12 hours', 'hours'], [/syringe|droppings/i]],
  ),
  emergency(
    ['my guinea pig is hunched up, not touching his veg and grinding his teeth'],
    [['stasis', 'gut', 'pain'], WARM],
  ),
  // A birth that stalls.
  emergency(
    ['my bitch has been pushing hard for 40 minutes and no puppy has come out'],
    [
      ['birth', 'labour', 'delivering'],
      [/do not pull|don'?t pull|not pull/i, 'minutes'],
    ],
  ),
  emergency(
    ['my queen had two kittens four hours ago, there are more in her and nothing is happening'],
    [['birth', 'labour'], ['hours'], ['how many', 'born']],
  ),
  // Choking.
  emergency(
    ['my dog is pawing at his mouth and gagging, a piece of rawhide is stuck'],
    [['choking', 'stuck'], ['back blows', 'thrust'], ['bite']],
  ),
  // Not breathing.
  emergency(['my dog is not breathing and I cannot feel a heartbeat'], [['CPR', 'compression'], ['breath']]),
  // Eclampsia.
  emergency(
    ['my chihuahua had five puppies two weeks ago and now she is shaking, panting and walking stiff'],
    [
      ['eclampsia', 'calcium'],
      [/do not give calcium|don'?t give calcium|not give calcium/i, 'puppies off'],
    ],
  ),
  // Heavy bleeding.
  emergency(
    ['my dog tore his ear on a fence and blood is dripping everywhere'],
    [['pressure'], ['cloth', 'gauze', 'towel'], [/do not lift|without lifting|don'?t lift|on top/i]],
  ),
  // Trauma.
  emergency(
    ['a van hit my cat, she walked off but is hiding under the shed'],
    [['internal'], ['muzzle', 'towel', 'bite'], ['board', 'blanket', 'carrier', 'carry']],
  ),
  // Snake bite.
  emergency(
    ['an adder bit my spaniel on the nose on the heath and it is swelling fast'],
    [['venom', 'antivenom'], ['still', 'carry'], [/do not cut|don'?t cut|tourniquet/i]],
  ),
  // Allergic reaction.
  emergency(
    ['my boxer was stung by a wasp, his face is swollen and he just vomited and seems weak'],
    [['anaphylaxis', 'allergic'], ['antihistamine']],
  ),
  // Burns and electric shock.
  emergency(
    ['my puppy bit through the lamp flex and is lying still by the socket'],
    [
      ['power', 'switch off'],
      ['lungs', 'fluid'],
    ],
  ),
  emergency(
    ['my cat jumped on the hob and burnt her pads'],
    [['cool', 'running water'], [/no (creams|butter)|not apply|do not apply|don'?t apply|butter/i]],
  ),
  // Eye injury.
  emergency(
    ['my shih tzu got into a fight and his eye is bulging half out of the socket'],
    [['moist', 'saline', 'wet'], [/not (try to )?push|don'?t push/i]],
  ),
  // Vomiting blood.
  emergency(
    ['my dog is bringing up dark stuff that looks like coffee grounds'],
    [
      ['bleeding', 'blood'],
      ['sample', 'photo'],
    ],
  ),
  // Paralysis.
  emergency(
    ['my dachshund yelped when he jumped off the sofa and now his back legs don’t work'],
    [['disc', 'spine', 'back'], ['confine', 'carry', 'supported'], ['painkiller']],
  ),
  emergency(
    ['my cat suddenly screamed and is dragging both back legs, they feel cold'],
    [['clot', 'thrombus'], ['heart']],
  ),
  // Hypothermia.
  emergency(
    ['my little dog fell through the ice on the pond and is shivering and sleepy'],
    [['warm'], ['towel', 'blanket'], [/hairdryer|not hot|direct heat/i]],
  ),
  // Head tilt.
  emergency(
    ['my rabbit’s head has suddenly twisted to one side and she keeps rolling over'],
    [
      ['tilt', 'balance', 'wry neck'],
      ['padded', 'small', 'safe'],
    ],
  ),
  // A sick bird.
  emergency(
    ['my canary is puffed up at the bottom of the cage with his eyes closed'],
    [['warm'], ['avian', 'bird vet']],
  ),
  // Egg binding.
  emergency(
    ['my cockatiel hen is straining on the cage floor and I can feel an egg that won’t come'],
    [
      ['egg bound', 'egg binding'],
      ['warm'],
      [/never (try to )?(squeeze|pull)|do not (squeeze|pull)|don'?t (squeeze|pull)/i],
    ],
  ),
  // Prolapse.
  emergency(
    ['something red and wet is sticking out of my bearded dragon’s vent'],
    [['prolapse'], ['moist', 'damp'], [/not (try to )?push|don'?t push/i]],
  ),
  // Pyometra.
  emergency(
    ['my unspayed labrador finished her season last month and is now drinking loads, vomiting and flat'],
    [['pyometra', 'womb'], ['spay']],
  ),
  // Onion or garlic in quantity.
  emergency(
    ['my cat ate a good chunk of raw onion that fell on the floor'],
    [
      ['red blood cells', 'anaemia', 'anemia'],
      ['amount', 'how much'],
    ],
  ),
  // Permethrin on a cat.
  emergency(
    ['I put my dog’s spot-on on my cat by mistake and now she is twitching'],
    [['permethrin'], ['wash', 'washing-up'], WARM],
  ),
  // Household poisons.
  emergency(
    ['my puppy chewed open a bottle of bleach and has some round his mouth'],
    [NO_VOMIT, PACKAGING, ['rinse', 'water']],
  ),
  emergency(['my dog ate a packet of weed killer granules in the shed'], [NO_VOMIT, PACKAGING, TIME]),
  // Swallowed objects.
  emergency(
    ['my cat swallowed some wool and there is a strand hanging out of her mouth'],
    [[/never pull|do not pull|don'?t pull/i], ['intestine', 'gut']],
  ),
  emergency(['my puppy swallowed a button battery from the remote'], [['battery', 'batteries'], NO_VOMIT]),
  // Fumes and birds.
  emergency(
    ['the frying pan overheated and smoked and my parrot is breathing with its beak open'],
    [
      ['fresh air', 'window'],
      ['fumes', 'PTFE'],
    ],
  ),
  // Doubt after a poisoning: the reason to go anyway.
  emergency(
    ['my dog ate a handful of raisins an hour ago', 'but he is running around happily, can I wait and see?'],
    [['kidney'], [/even (if|though)|seems? (fine|normal|well)|before (any )?signs|do not wait|don'?t wait/i]],
  ),

  // Near-misses that are not emergencies.
  {
    category: 'safety',
    turns: ['can my dog have a spoon of the leftover stew with garlic in it?'],
    leads: NO,
    mustNot: NOT_UNDERSTOOD,
  },
  {
    category: 'safety',
    turns: ['is it ok to give my dog the roast turkey bones?'],
    leads: NO,
    must: [['splinter', 'shard', 'sharp']],
    mustNot: NOT_UNDERSTOOD,
  },
  {
    category: 'knowledge',
    turns: ['our new kitten meows all night in her bed in the kitchen, how do we get her to sleep?'],
    must: [['night', 'sleep', 'settle', 'bed']],
    mustNot: NOT_UNDERSTOOD,
  },
];
