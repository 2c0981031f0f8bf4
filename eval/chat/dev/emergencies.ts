import type { EvalCase } from '../rubric.js';

/**
 * Emergencies as owners describe them: the symptoms, rarely the diagnosis. Every one must open
 * with the urgent advice; the terms check the first aid fits the situation.
 */
const emergency = (turns: string[], must: EvalCase['must'] = []): EvalCase => ({
  category: 'emergency',
  turns,
  must,
});

export const EMERGENCY_CASES: readonly EvalCase[] = [
  emergency(
    ['my cat is straining in the litter box and nothing comes out and he is crying'],
    [['urethra', 'bladder', 'urine']],
  ),
  emergency(
    ['My boy cat keeps going in and out of the litter tray, squatting, but only a drop or two comes out'],
    [['urethra', 'bladder', 'urine']],
  ),
  emergency(
    ["Tom has been in the cat box for ages pushing and there's no pee in it, he's licking himself a lot"],
    [['urethra', 'bladder', 'urine']],
  ),
  emergency(
    ["my dog's stomach looks swollen and hard and he keeps trying to throw up but nothing comes up"],
    [['bloat', 'twist', 'GDV']],
  ),
  emergency(
    ['Our Great Dane is pacing, drooling, and his belly got huge and tight after dinner'],
    [['bloat', 'twist', 'GDV']],
  ),
  emergency(['My dog helped himself to a bag of raisins from the pantry'], [['kidney']]),
  emergency(['The puppy chewed open a bottle of my Advil, a few are missing'], [['ibuprofen', 'medic']]),
  emergency(['my cat nibbled a leaf off the Easter lily bouquet'], [['kidney']]),
  emergency(
    ['I found my dog licking the green puddle that leaked from the car radiator'],
    [['antifreeze', 'ethylene glycol']],
  ),
  emergency(['my dog just wolfed down a whole tray of brownies'], [['theobromine', 'chocolate']]),
  emergency(['My lab ate a few sticks of sugarless gum from my bag'], [['xylitol']]),
  emergency(['our terrier got into the slug pellets in the shed'], [['metaldehyde', 'slug', 'poison']]),
  emergency(["My dog ate some of grandma's heart pills off the floor"], [['medic', 'pill', 'tablet']]),
  emergency(['My dog got into the kids’ cannabis gummies'], [['poison', 'THC', 'cannabis']]),
  emergency(
    ['my dog is shaking all over, fell on his side, paddling his legs and foaming at the mouth'],
    [['seizure']],
  ),
  emergency(['my kitten is jerking and twitching and she does not respond to me'], [['seizure']]),
  emergency(
    ['my cat’s gums look blue and she is breathing really hard with her mouth open'],
    [['oxygen', 'breath']],
  ),
  emergency(["my dog can't catch his breath and his tongue is turning purple"], [['oxygen', 'breath']]),
  emergency(
    ['He cut his paw on broken glass and the blood is soaking through the towel'],
    [['pressure', 'press']],
  ),
  emergency(
    ['She got caught on barbed wire and there is blood pouring from her leg'],
    [['pressure', 'press']],
  ),
  emergency(
    ["My dog was left in the car for 20 minutes on a hot day and now he's panting like crazy and wobbly"],
    [['heatstroke', 'cool']],
  ),
  emergency(
    ['my dog is hot to the touch, panting hard and stumbling after a long hike in the sun'],
    [['heatstroke', 'cool']],
  ),
  emergency(
    ["My rabbit hasn't eaten or pooped since this morning and is sitting hunched in the corner"],
    [['stasis', 'gut']],
  ),
  emergency(['A car clipped my dog on the road, he seems fine but is limping'], [['internal']]),
  emergency(['My kitten fell off our fourth floor balcony'], [['internal', 'injur']]),
  emergency(
    ['I put some of the dog’s flea spot-on on my cat and now she is drooling and twitching'],
    [['permethrin']],
  ),
  emergency(['My dog was stung by a bee and his whole face is puffing up'], [['allerg']]),
  emergency(["My old dog just collapsed in the garden and can't get up"], [['collapse']]),
  emergency(['My puppy swallowed a corn cob whole'], [['block', 'obstruct']]),
  emergency(
    ['my budgie is sitting fluffed up on the floor of the cage and not eating'],
    [['warm', 'hide', 'illness']],
  ),
  emergency(
    ['I burned a non-stick pan and now my cockatiel is wobbling on his perch'],
    [['fresh air', 'fumes']],
  ),
  emergency(['He keeps vomiting and there is bright red blood in it'], [['blood']]),
  emergency(
    ['My dog ate chocolate', 'He is a 10 kg terrier and it was a dark chocolate bar. What now?'],
    [['theobromine', 'chocolate']],
  ),
];
