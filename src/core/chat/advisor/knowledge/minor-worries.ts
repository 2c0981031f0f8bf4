import { defineEntries } from './define.js';

// Small things owners mention almost apologetically ("probably nothing, but..."): a torn nail that
// has stopped bleeding, a graze, a few sneezes, a kitten that sleeps most of the day. Each entry
// says what to do at home and which signs turn it into a visit. And everyday plans that carry a
// known risk (a long drive or a tent in the heat, a bouquet in a home with cats, a bored dog kept
// in), answered with the precautions a vet would give.

export const MINOR_WORRY_HEALTH_ENTRIES = defineEntries('health', [
  {
    id: 'health-torn-nail',
    species: 'any',
    title: 'A torn, split or broken nail',
    keywords:
      'torn nail, broken nail, split nail, ripped nail, nail torn, nail caught, caught his nail, caught her nail, claw torn, broken claw, torn claw, ripped claw, dewclaw torn, nail bleeding, bleeding nail, quick exposed',
    text: 'A nail caught on carpet or a step often cracks or tears, bleeds for a few minutes and then stops. If the bleeding has stopped and your pet walks normally, rinse the toe with lukewarm water, keep it clean and dry, stop your pet licking it, and trim a loose, ragged edge only if it comes away easily with clippers. A nail hanging by a thread or torn near the quick (the pink living part) is painful and usually needs the vet to remove the loose piece, sometimes with pain relief. Press a clean pad or styptic powder on a nail that is still bleeding for five minutes, and see a vet if it keeps bleeding, the toe swells, smells or oozes, or your pet keeps limping after a day.',
  },
  {
    id: 'health-minor-scrapes',
    species: 'any',
    title: 'Small grazes, scrapes and scratches',
    keywords:
      'graze, grazed, grazes, scrape, scraped, scratch on nose, scratched nose, skin scraped, minor wound, small wound, small cut, little cut, tiny cut, cut on his ear, cut on her ear, cut on his leg, cut on her leg, nick, nicked, stopped bleeding, abrasion, raw patch, clean a wound, what to put on a cut, antiseptic',
    text: 'A shallow graze or scratch that is not bleeding usually heals on its own in a few days. Clean it gently once or twice a day with lukewarm water or saline (a teaspoon of salt in a pint of cooled boiled water), pat it dry, and keep your pet from licking or scratching at it. Do not use human creams, tea tree or other essential oils, or strong antiseptics on a pet, which may be licked off; a pet-safe antiseptic such as dilute chlorhexidine is fine. See a vet for a bite wound (even a small one, because bites get infected under the skin), a cut that gapes or is deep, bleeding that does not stop, a wound near the eye, or one that turns red, swollen, hot, smelly or full of pus.',
  },
  {
    id: 'health-cat-occasional-sneezing',
    species: 'cat',
    title: 'A cat that sneezes now and then',
    keywords:
      'sneezed, sneezes, sneezing, sneezing fit, sneeze, sneezes a few times, cat sneezed, dust, dusty, after cleaning, cleaning spray, perfume, litter dust, pollen',
    text: 'An occasional sneeze or a short sneezing fit in a cat that is bright, eating and playing is usually nothing more than a tickle: dust raised by cleaning or dusty litter, a cleaning spray, perfume, smoke, pollen or a whisker of something inhaled. Air the room, use a low-dust litter, and spray or hoover while your cat is in another room. See a vet if the sneezing goes on for more than a few days or keeps coming back, or comes with runny eyes or nose, coloured discharge, blood, a swollen face, noisy breathing, a poor appetite or lethargy, which point to cat flu, a dental root problem or something stuck in the nose; kittens and old cats should be seen sooner.',
  },
  {
    id: 'health-bird-occasional-sneezing',
    species: 'bird',
    title: 'A bird that sneezes now and then',
    keywords:
      'bird sneezing, budgie sneezing, cockatiel sneezing, parrot sneezing, sneezes after bath, sneezes after a bath, bird sneeze, sneezed, dry sneeze',
    text: 'A bird that sneezes now and then, especially after a bath, a dusty preen or a shower of seed husks, is clearing its nostrils, and that is normal while it stays bright, eats and the sneezes are dry. See an avian vet within a day or two if the sneezing is frequent or wet, or comes with discharge or crusting at the nostrils, swollen or watery eyes, a changed voice, fluffed-up feathers or tail bobbing, since respiratory infections and vitamin A deficiency start this way. Keep aerosols, scented candles, smoke and fumes from non-stick pans away from birds, whose airways they irritate and can kill.',
  },
  {
    id: 'health-flatulence',
    species: 'any',
    title: 'Wind (flatulence) after a change of food',
    keywords:
      'wind, windy, gas, gassy, farting, farts, farty, flatulence, smelly wind, passing wind, tooting, baked beans, after new food',
    text: 'Extra wind in a dog or cat that is eating, playing and has a soft, comfortable belly is usually from the food: a sudden change of diet, scraps, beans, dairy, high-fibre treats or gulping air while eating fast. Go back to the usual food, change diets gradually over a week, skip human leftovers (baked beans are also salty and sugary, and some have onion), and slow a fast eater with a puzzle bowl. See your vet if wind comes with diarrhoea, vomiting, weight loss or lasts more than a couple of weeks, and at once if the belly swells tight and your dog retches without bringing anything up, which is bloat.',
  },
  {
    id: 'health-how-much-sleep',
    species: 'any',
    title: 'How much sleep is normal for kittens, puppies and adult pets',
    keywords:
      'sleeps all day, sleeps a lot, sleeping a lot, how much sleep, hours of sleep, sleeps 18 hours, sleeps 20 hours, kitten sleeping, puppy sleeping, new kitten sleeps, new puppy sleeps, always asleep, lazy, normal amount of sleep, asleep most of the time, kitten asleep, puppy asleep, kitten sleep, puppy sleep',
    text: 'Young animals sleep far more than owners expect: kittens and puppies often sleep 18 to 20 hours a day, in short naps between bursts of wild play, adult cats 12 to 16 hours and adult dogs 12 to 14, with old pets sleeping more again. A young pet that sleeps most of the day but eats well, plays hard when awake and wakes easily is normal; let it rest undisturbed, especially with children in the house. See a vet if it is hard to wake, weak or floppy, stops eating, breathes fast or noisily, has diarrhoea or vomiting, or is losing weight, since a sleepy kitten or puppy that is also unwell can become ill quickly.',
  },
  {
    id: 'health-heat-on-long-journeys',
    species: 'any',
    title: 'Long journeys and holidays in hot weather: preventing heatstroke',
    keywords:
      'driving in the heat, long drive, road trip, car journey, journey in summer, travelling in hot weather, holiday in a hot country, hot country, degrees, heatstroke on the journey, prevent heatstroke, avoid heatstroke, stop heatstroke, overheating in the car, signs of heatstroke, signs of overheating',
    text: 'Heat is the main danger of a summer journey, above all for flat-faced breeds such as French bulldogs and pugs, which overheat far more easily. Drive in the cool of early morning or evening, keep the car cool, shade the windows, stop every two hours for water and a short walk in the shade, and never leave a pet in a parked car, even briefly. At the destination, keep walks to the coolest hours and rest somewhere shaded and cool in the heat of the day. Watch for heatstroke: heavy panting that does not settle, thick drool, a dark red or bluish tongue, weakness, wobbling, vomiting or collapse; then move the pet to shade, pour cool (not ice-cold) water over it, use a fan, and drive to the nearest vet straight away.',
  },
  {
    id: 'health-cleaning-cages',
    species: 'any',
    title: 'Cleaning a cage, hutch or tank safely',
    keywords:
      'clean the cage, cleaning the cage, cage cleaning, clean a cage with, what to clean a cage with, disinfect cage, safe cleaner, pet safe disinfectant, clean bird cage, clean hamster cage, clean guinea pig cage, clean vivarium, clean tank, deep clean',
    text: 'Spot-clean every day, removing droppings, wet bedding and stale food, and give the cage, hutch or tank a full clean once a week. Wash it with hot water and a little unscented washing-up liquid, or a disinfectant labelled safe for pets, or bleach diluted to about 1 part in 30 used in a ventilated room; then rinse it thoroughly with clean water and let it dry completely before the bedding and your pet go back. Keep the pet in another room while you clean, especially a bird, whose lungs are harmed by sprays and fumes, and never use aerosols, scented products or pine and phenol disinfectants around birds, cats or reptiles. Wash food bowls and water bottles separately, every day.',
  },
  {
    id: 'health-camping-in-warm-weather',
    species: 'dog',
    title: 'Keeping a dog cool in a tent, caravan or campervan',
    keywords:
      'camping, tent, tents, camping holiday, camping trip, caravan, campervan, motorhome, campsite, keeping cool in a tent, tent heating up, hot tent, festival',
    text: 'Tents, caravans and campervans heat up like a car in the sun, so never shut a dog inside one on a warm day, even for a short while. Pitch in the shade and face the door away from the afternoon sun, keep windows and vents open, and give your dog a shaded spot outside on a long line with plenty of fresh water, a cooling mat or a damp towel to lie on. Plan walks for early morning and evening, and in the heat of the day rest somewhere properly cool, such as under trees or by water. Older, overweight, flat-faced and thick-coated dogs need the most care; heavy panting, drooling or wobbliness mean heatstroke is starting.',
  },
]);

export const MINOR_WORRY_ADOPTION_ENTRIES = defineEntries('adoption', [
  {
    id: 'adoption-flowers-with-cats',
    species: 'cat',
    title: 'Flowers and bouquets in a home with cats',
    keywords:
      'flowers, bouquet, bouquets, cut flowers, flower delivery, flowers to avoid, safe flowers, which flowers, vase, florist, birthday flowers, mothers day flowers, valentines flowers, lilies as a gift, bring lilies, bringing flowers, visitors bringing flowers, flowers as a present, something other than lilies, flowers that hurt cats, flowers dangerous to cats, which flowers harm cats, orange pollen, pollen in the centre',
    text: 'Lilies are the dangerous flowers for cats: true lilies (Easter, tiger, stargazer, Asiatic and oriental lilies) and daylilies are poisonous to them, causing kidney failure, and the pollen licked off the fur or the water in the vase is enough. Ask for bouquets without lilies, and avoid too daffodils, tulips, hyacinths, amaryllis, chrysanthemums, lily of the valley, foxgloves and autumn crocus, which cause vomiting or worse. Roses (thorns removed), sunflowers, gerberas, orchids, snapdragons, freesias and alstroemeria are safer choices, though any nibbled plant can upset a stomach. A cat that has chewed a lily or has pollen on its fur needs a vet the same day, even before signs.',
  },
]);

export const MINOR_WORRY_BEHAVIOUR_ENTRIES = defineEntries('behaviour', [
  {
    id: 'behaviour-dog-indoor-games',
    species: 'dog',
    title: 'Toys and games to keep a dog busy indoors',
    keywords:
      'toys, which toys, best toys, dog toys, keep busy, keeping busy, busy indoors, indoor games, bored indoors, rainy day, too hot to walk, brain games, puzzle toys, enrichment, kong, snuffle mat, lick mat, play with inside, play inside, things to do inside, entertain, entertained, something to play with, give him to play with, give her to play with',
    text: 'A dog kept in by hot or wet weather, rest or an injury tires as much from using its nose and brain as from a walk. Feed meals from a puzzle feeder, a snuffle mat or a stuffed Kong (frozen for longer), offer a lick mat or a safe chew sized for your dog, and hide treats around a room for it to find. Short training sessions of a few minutes, learning a new trick or tidying toys into a box, tire a dog out too. Rotate toys so that they stay new, supervise tug and squeaky toys, and throw away any toy that breaks into pieces that could be swallowed. For flat-faced breeds such as pugs, keep indoor play calm on warm days.',
  },
]);
