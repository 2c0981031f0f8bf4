import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

const A_DOSE = /\d+(\.\d+)?\s*(mg|milligram)/i;

// Safety questions asked before anything happened, in words the tables did not know: the verdict
// for the pet asked about leads, never the urgent line and never a breed or care entry.
describe('safety verdicts in other words', () => {
  it('bones left from a roast are cooked bones, which splinter', async () => {
    const answer = await lastAnswer('can my collie have the bones left from our roast lamb dinner?');
    expect(answer).toMatch(/^No/);
    expect(answer).toMatch(/splinter/);
  });

  it('a bone from a roast named with two words before it is still a cooked bone', async () => {
    const answer = await lastAnswer('is it ok to give my lab a bone from the christmas roast');
    expect(answer).toMatch(/^No: do not give cooked bones/);
  });

  it('food made for rabbits is not offered to a hamster either', async () => {
    const answer = await lastAnswer('can hamsters eat rabbit food');
    expect(answer).toMatch(/^No: food made for rabbits is not right for guinea pigs or other small pets/);
  });

  it('a drink named by its kind (prosecco, lager) is alcohol', async () => {
    for (const question of [
      'a drop of prosecco for my labrador at the wedding, ok?',
      'is a mouthful of lager alright for a boxer',
    ]) {
      const answer = await lastAnswer(question);
      expect(answer, question).toMatch(/^No: never give a pet alcohol/);
    }
  });

  it('a misspelt macadamia still gets the macadamia verdict and its signs', async () => {
    const answer = await lastAnswer('are macadamiya nuts bad for a beagle');
    expect(answer).toMatch(/macadamia/);
    expect(answer).toMatch(/weakness/);
  });

  it('a misspelt paracetamol dose is refused, with no dose given', async () => {
    const answer = await lastAnswer('how many mg of paracetomol can my 8 kg terrier have');
    expect(answer).toMatch(/can't give a dose of a human medicine/);
    expect(answer).toMatch(/paracetamol/);
    expect(answer).not.toMatch(A_DOSE);
  });

  it('an allergy tablet of the owner is an antihistamine: only with a vet’s dose', async () => {
    const answer = await lastAnswer('can I give my spaniel an allergy tablet of mine');
    expect(answer).toMatch(/^Only with a dose from your vet/);
  });

  it('tea-tree with a hyphen is tea tree oil', async () => {
    const answer = await lastAnswer('is diluted tea-tree ok on my puppy’s rash');
    expect(answer).toMatch(/^No/);
    expect(answer).toMatch(/tea tree/i);
  });

  it('a diffuser where a bird lives is answered for the bird’s airways', async () => {
    const answer = await lastAnswer('can we plug in a reed diffuser in the lounge where our parrot lives');
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/^No/);
    expect(answer).toMatch(/airways/);
  });

  it('cleaning a small pet’s cage with a disinfectant is answered: diluted, rinsed and dry', async () => {
    const answer = await lastAnswer('can I disinfect the hamster cage with dettol?');
    expect(answer).toMatch(/^Only diluted, rinsed and dry/);
  });

  it('food made for rabbits is judged for the guinea pig that would eat it', async () => {
    const answer = await lastAnswer('is rabbit muesli alright for my cavies');
    expect(answer).toMatch(/^No/);
    expect(answer).toMatch(/vitamin C/);
  });

  it('plain cooked rice is a yes for a bird', async () => {
    const answer = await lastAnswer('can I give my budgie some plain boiled rice');
    expect(answer).toMatch(/^Yes/);
  });

  it('feeder insects are a yes for an insect-eating lizard and a no for a tortoise', async () => {
    const lizard = await lastAnswer('are crickets a good food for my bearded dragon');
    expect(lizard).toMatch(/^Yes/);
    expect(lizard).toMatch(/gut loading/);
    const tortoise = await lastAnswer('can my tortoise have mealworms');
    expect(tortoise).toMatch(/^No/);
    expect(tortoise).toMatch(/plant-eaters/);
  });

  it('a houseplant verdict names the plants it is about', async () => {
    const answer = await lastAnswer('is devils ivy safe in a flat with a kitten');
    expect(answer).toMatch(/^No/);
    expect(answer).toMatch(/pothos/);
  });
});

// Small things told as probably nothing, and everyday plans with a known risk: the entry for
// them answers, not a neighbouring topic that shares a word ("digging", "walking", "three").
describe('minor worries and everyday plans', () => {
  it('a claw ripped on a rug that has stopped bleeding gets the torn-nail advice', async () => {
    const answer = await lastAnswer(
      'my cat’s claw got snagged on the rug and half ripped off, bled for a minute then stopped',
    );
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/^\*\*A torn, split or broken nail/);
  });

  it('a scrape with no bleeding gets how to clean it', async () => {
    const answer = await lastAnswer(
      'there’s a little scrape on my puppy’s chin after playing rough, nothing bleeding, what should I clean it with',
    );
    expect(answer).toMatch(/^\*\*Small grazes, scrapes and scratches/);
    expect(answer).toMatch(/lukewarm water or saline/);
  });

  it('a cat sneezing a few times while the owner dusts is told what is normal and what is not', async () => {
    const answer = await lastAnswer(
      'our cat sneezes a couple of times when I dust the shelves, is that normal',
    );
    expect(answer).toMatch(/^\*\*A cat that sneezes now and then/);
  });

  it('a count of sneezes in words is not a count of toilet trips', async () => {
    const answer = await lastAnswer('my cat sneezed four times today but is eating and playing');
    expect(answer).toMatch(/sneez/);
    expect(answer).not.toMatch(/pee and poo/);
  });

  it('a young animal asleep most of the day gets how much sleep is normal', async () => {
    const answer = await lastAnswer(
      'how many hours a day should a 10 week old puppy be sleeping? he seems asleep constantly',
    );
    expect(answer).toMatch(/^\*\*How much sleep is normal/);
    expect(answer).toMatch(/18 to 20 hours/);
  });

  it('a summer drive abroad with a flat-faced dog gets heatstroke prevention and its signs', async () => {
    const answer = await lastAnswer(
      'we’re driving to italy with our pug in august, any advice to prevent heatstroke on the way?',
    );
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/heatstroke/);
    expect(answer).toMatch(/never leave a pet in a parked car/);
  });

  it('a dog in a tent gets how to keep it cool, not its breed', async () => {
    const answer = await lastAnswer(
      'we’re taking our spaniel to a festival and sleeping in a tent, how do we keep her cool',
    );
    expect(answer).toMatch(/^\*\*Keeping a dog cool in a tent/);
  });

  it('flowers for a home with a cat name the lilies first', async () => {
    const answer = await lastAnswer('which flowers are safe for a bouquet if my partner has a cat?');
    expect(answer).toMatch(/^\*\*Flowers and bouquets in a home with cats\.\*\* Lilies/);
  });

  it('a dog kept in gets toys and games for indoors', async () => {
    const answer = await lastAnswer(
      'my beagle is on crate rest after surgery, what can I give him to do so he’s not bored indoors?',
    );
    expect(answer).toMatch(/^\*\*Toys and games to keep a dog busy indoors/);
  });

  it('slowing down a greedy eater is about eating too fast, not about ageing', async () => {
    const answer = await lastAnswer('tips for slowing down my greedy dog at mealtimes');
    expect(answer).toMatch(/^\*\*Eating too fast/);
  });

  it('a guinea pig’s vitamin C is a daily need, not a supplement for the vet to dose', async () => {
    const answer = await lastAnswer(
      'do my cavies get enough vitamin c from their veg, how much should they have',
    );
    expect(answer).toMatch(/^Yes, every day/);
    expect(answer).toMatch(/bell pepper/);
  });

  it('a follow-up that only says the pet is otherwise well keeps the earlier subject', async () => {
    const answer = await lastAnswer(
      'my kitten hiccups a lot after her meals',
      'she is playing and purring as normal otherwise',
    );
    expect(answer).toMatch(/\*\*Hiccups/);
  });

  it('sick once after eating grass, then well: the grass-eating advice, "sick" read as vomiting', async () => {
    const answer = await lastAnswer(
      'my dog munched some grass at the park and was sick once',
      'now he’s running about and eating normally',
    );
    expect(answer).toMatch(/\*\*Dogs eating grass/);
  });

  it('"back to his usual self" after a question is a detail of it, not a new subject', async () => {
    const answer = await lastAnswer(
      'my spaniel nibbled grass in the garden and threw up once',
      'he’s back to his usual self now',
    );
    expect(answer).toMatch(/\*\*Dogs eating grass/);
  });

  it('a question without its question mark after a past scare is still its own question', async () => {
    const answer = await lastAnswer(
      'my pug had heat stroke last year but he’s fine now',
      'what can i give him to play with inside the house',
    );
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/\*\*Toys and games to keep a dog busy indoors/);
  });

  it('making a dog eat slower is about eating too fast', async () => {
    const answer = await lastAnswer('how do I make my dog eat slower, she finishes her bowl in seconds');
    expect(answer).toMatch(/\*\*Eating too fast/);
  });
});

describe('cages, other species’ food and insects from outdoors', () => {
  it('what to clean a bird cage with gets safe cleaning, not a list of foods', async () => {
    const answer = await lastAnswer('which products are ok for cleaning out a budgie cage');
    expect(answer).toMatch(/^\*\*Cleaning a cage, hutch or tank safely/);
  });

  it('a small pet’s food for another small pet is not a diet, and not an emergency', async () => {
    for (const question of [
      'is it alright to feed my chinchilla hamster mix',
      'can my bunny eat the guinea pig nuggets',
    ]) {
      const answer = await lastAnswer(question);
      expect(answer, question).not.toMatch(URGENT);
      expect(answer, question).toMatch(/^Not as a regular diet/);
    }
  });

  it('insects or worms from the garden are a no for a lizard, farmed ones a yes', async () => {
    const wild = await lastAnswer('can my leopard gecko have the beetles I find in the garden');
    expect(wild).toMatch(/^No: do not feed insects, worms, slugs or snails from the garden/);
    const farmed = await lastAnswer('can my leopard gecko have dubia roaches');
    expect(farmed).toMatch(/^Yes/);
  });
});

describe('filler and everyday words around a small worry', () => {
  it('"asleep" is sleeping, and "silly question ... is that right?" says nothing of litter trays', async () => {
    const answer = await lastAnswer(
      'silly question, our 10 week old kitten is asleep nearly all the time, is that right?',
    );
    expect(answer).toMatch(/^\*\*How much sleep is normal/);
  });

  it('a tiny cut that stopped bleeding is a graze, not a nail trim', async () => {
    const answer = await lastAnswer(
      'probably nothing but my cat has a tiny cut on her leg from the fence, stopped bleeding hours ago',
    );
    expect(answer).toMatch(/^\*\*Small grazes, scrapes and scratches/);
  });
});

describe('more everyday names and verbs in safety questions', () => {
  it('a beer brand or "his pint" is alcohol, and "harmless?" asks for a verdict', async () => {
    for (const question of [
      'my brother lets his spaniel lap at his heineken, is that ok',
      'can the dog have a drop of my pint, harmless surely?',
    ]) {
      const answer = await lastAnswer(question);
      expect(answer, question).toMatch(/^No: never give a pet alcohol/);
    }
  });

  it('dabbing an oil on a dog is asked like putting it on', async () => {
    const answer = await lastAnswer('can I dab some eucalyptus oil on my terrier’s itchy spot');
    expect(answer).toMatch(/^No: do not put tea tree or other essential oils on your pet/);
  });

  it('a diffuser with a cat gets the cat’s own reasons', async () => {
    const answer = await lastAnswer('are plug-in oil diffusers alright with a kitten in the flat');
    expect(answer).toMatch(/^No: do not put tea tree or other essential oils on your cat, nor in the air/);
    expect(answer).toMatch(/liver enzymes/);
  });
});
