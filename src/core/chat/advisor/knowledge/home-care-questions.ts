import { defineEntries } from './define.js';

// Questions owners ask when nothing is wrong, or when a small thing has already been dealt with
// at home: a stain, a flap of skin, a nest, a splinter pulled out, a seed picked from the coat,
// a found cat, a product wanted for a habit. Each entry says what is normal, what to do at home,
// and which signs would make it a visit to the vet.

export const HOME_CARE_HEALTH_ENTRIES = defineEntries('health', [
  {
    id: 'health-tear-stains',
    species: 'any',
    title: 'Tear stains under the eyes',
    keywords:
      'tear stains, tear staining, tear stain, brown stains, red stains, rusty stains, stained fur, stained face, epiphora, get rid of stains',
    text: 'Reddish-brown tear stains come from pigments in tears that dye pale fur, and they are common in small, white and flat-faced breeds (Poodles, Maltese, Bichons, Shih Tzus, Persians) whose tears overflow because of shallow sockets, narrow tear ducts or hairs rubbing the surface. Wipe the area once or twice a day with a cotton pad moistened with cooled boiled water, dry it well, and keep the hair there trimmed short, ideally by a groomer. Avoid stain removers with antibiotics or bleach. See a vet if the staining starts suddenly or gets worse, or comes with redness, squinting, rubbing or yellow or green discharge, since blocked tear ducts, eyelid problems and allergies can be managed.',
  },
  {
    id: 'health-cat-chin-acne',
    species: 'cat',
    title: 'Chin acne in cats: blackheads and redness on the chin',
    keywords:
      'chin acne, cat acne, blackheads, chin blackheads, dirty chin, spots on chin, red chin, redness on chin, scabs on chin, chin pimples, feline acne, plastic bowl',
    text: 'Dark dots like coffee grounds on a cat’s chin, sometimes with a little redness, are usually feline chin acne: blocked hair follicles, often linked to plastic food bowls, a chin that is not groomed well, or stress. Swap plastic bowls for clean stainless steel, ceramic or glass ones washed daily, and gently clean the chin once a day with lukewarm water or a vet-approved dilute chlorhexidine wash, then pat dry; do not squeeze the spots or use human acne creams. See a vet if the chin swells, bleeds, oozes pus, loses hair, itches or seems sore, since infection, mites or ringworm need a vet.',
  },
  {
    id: 'health-rabbit-nesting',
    species: 'rabbit',
    title: 'A female rabbit pulling out fur and building a nest',
    keywords:
      'rabbit nesting, rabbit making a nest, pulling fur out, pulling out her fur, fur pulling, bald patch on tummy, bald dewlap, nest of hay, phantom pregnancy rabbit, false pregnancy rabbit, pseudopregnancy, is my rabbit pregnant, doe nesting',
    text: 'An unspayed doe that carries hay about and pulls fur from her chest, dewlap and tummy to line a nest is either pregnant or having a false (phantom) pregnancy, which is common after being mounted by another rabbit or even by a companion doe. A real pregnancy lasts about 31 days; a false one ends within two to three weeks, after which you can clear the nest away. The bare skin regrows fur and needs nothing if it is not sore. Talk to your vet about spaying: it ends false pregnancies and prevents womb cancer, which most unspayed does develop as they age. See a vet if she stops eating, passes fewer droppings, or the bare skin is red, scabby or wet.',
  },
  {
    id: 'health-dog-false-pregnancy',
    species: 'dog',
    title: 'False (phantom) pregnancy in dogs',
    keywords:
      'false pregnancy, phantom pregnancy, pseudopregnancy, pseudo pregnancy, nesting after season, mothering a toy, guarding a toy, carrying toys around, milk after season, swollen teats after season, thinks she is pregnant',
    text: 'A false pregnancy is common in unspayed bitches six to twelve weeks after a season, and can follow a spay done in the weeks after one: the hormones of pregnancy rise whether or not she was mated, so she may nest, mother and guard a toy, be restless or clingy, and produce milk. Most settle on their own within two to three weeks. Gently remove the toys she mothers, keep her busy with walks and games, and do not rub or milk the teats, which keeps the milk coming. See a vet if it lasts more than three weeks, she stops eating, or a mammary gland becomes hot, hard, red or painful (mastitis); vets can give medication, and spaying prevents repeats once she has settled.',
  },
  {
    id: 'health-primordial-pouch',
    species: 'cat',
    title: 'A loose, swinging flap of skin under a cat’s belly (primordial pouch)',
    keywords:
      'primordial pouch, skin flap, flap of skin, saggy tummy, saggy skin, loose skin underneath, swinging flap, swings when she walks, swings when he walks, droopy skin, is my cat fat',
    text: 'Most cats have a primordial pouch: a loose flap of skin and a little fat along the lower belly, towards the back legs, that swings as they walk or trot. It is normal in slim and neutered cats alike, of either sex, and is especially obvious in breeds such as the Bengal and Egyptian Mau; it lets the body stretch when running and jumping and protects the belly in a fight. To judge weight, feel the ribs (easy to feel under a thin layer) and look for a waist from above rather than looking at the pouch. See a vet if the belly itself becomes round, firm or swollen, or you feel a lump in the flap.',
  },
  {
    id: 'health-newborn-umbilical-cord',
    species: 'any',
    title: 'The umbilical cord of newborn puppies and kittens',
    keywords:
      'umbilical cord, cord stump, dried cord, belly button, navel, umbilicus, cord still attached, when does the cord fall off, puppy belly button, kitten belly button',
    text: 'The stump of the umbilical cord dries out within a day or two and normally drops off by itself within about three days, occasionally up to a week; it heals as a small scab. Leave it alone: do not pull or cut it, keep the bedding clean and dry, and check each puppy or kitten when you weigh it. A stump that is red, swollen, wet, smelly or oozing can be infected and needs a vet the same day, because infection spreads quickly in newborns; so does a soft bulge at the belly button (an umbilical hernia), though a small one that pushes back in is usually checked at the first vaccination.',
  },
  {
    id: 'health-mother-moving-litter',
    species: 'any',
    title: 'A mother cat or dog moving her litter',
    keywords:
      'moving her kittens, moves her kittens, moving the kittens, moving her puppies, carrying kittens around, carries her kittens, mother cat moving litter, new nest, changing nest, hiding her kittens, mum cat, mum dog',
    text: 'Mother cats often move their kittens once or twice in the first weeks, carrying them by the scruff to a new spot: an instinct to keep the litter hidden from predators, and a sign the nest feels too busy, bright, warm or soiled, or was handled too much. It is normal as long as she stays with them, feeds them and they gain weight. Offer a covered box with clean, soft bedding in a quiet, dim, warm corner (often one she has chosen), keep visitors, children and other pets away, and do not keep moving the kittens back. See a vet if she leaves a kitten behind, the kittens cry constantly or lose weight, or she seems unwell.',
  },
  {
    id: 'health-rabbit-dandruff',
    species: 'rabbit',
    title: 'Dandruff and flaky skin on a rabbit',
    keywords:
      'rabbit dandruff, dandruff, flaky skin, flakes in fur, scurf, scaly skin, walking dandruff, fur mites, cheyletiella, dry skin rabbit, scurfy back',
    text: 'Dandruff on a rabbit’s back or neck is most often fur mites (Cheyletiella, “walking dandruff”), which are common and can itch people too; an overweight or stiff rabbit that cannot groom its back gets flaky skin there as well. Home remedies and oils do not cure mites, and many flea products, fipronil above all, are dangerous to rabbits, so see a vet, who can confirm mites from a tape or comb sample and prescribe a rabbit-safe product for every rabbit in contact. Meanwhile brush gently, wash or replace the bedding, and keep the hay fresh and dust-free. Go sooner if there is hair loss, scabs, redness or scratching.',
  },
  {
    id: 'health-guinea-pig-dandruff',
    species: 'any',
    otherAnimal: 'guinea pig',
    title: 'Dandruff and flaky skin on a guinea pig',
    keywords:
      'guinea pig dandruff, dandruff, flaky skin, flakes in fur, scurf, scaly skin, guinea pig mites, mange mites, lice, dry skin guinea pig',
    text: 'Flaky skin on a guinea pig is often the first sign of mites or lice, or of ringworm, and mange mites in particular can become intensely itchy and painful, even causing fits, if left. See a vet, who can look at a skin sample and prescribe a safe product for every guinea pig in the group. In the meantime, clean the hutch out fully, replace the bedding and keep the hay fresh and dust-free, and make sure the diet has enough vitamin C. Go sooner if there is scratching, hair loss, scabs or sores.',
  },
  {
    id: 'health-grass-seeds',
    species: 'dog',
    title: 'Grass seeds: checking a dog after walks',
    keywords:
      'grass seed, grass seeds, grass awn, awns, foxtail, seed in paw, seed in ear, seed between toes, seed in fur, seed in coat, long grass',
    text: 'In summer, the arrow-shaped seeds of wild grasses catch in coats and work their way into the skin, ears, eyes and nose, and spaniels and long-coated dogs collect the most. After every outing in long grass, run your hands and a comb over the coat, and check between the toes and pads, inside the ears, the armpits, the groin and around the eyes; pick out any seed you find while it is still on the surface. Keep the feathering on the paws and ears trimmed short through the season. See a vet promptly for sudden head shaking, a swelling between the toes, a paw licked constantly, a fit of sneezing, or a squinting eye, since a seed that has gone in has to be removed.',
  },
  {
    id: 'health-paw-splinter',
    species: 'any',
    title: 'After removing a splinter or thorn from a paw',
    keywords:
      'splinter, splinter in paw, thorn in paw, thorn, something in paw pad, pulled out a splinter, removed a thorn, tweezers, bandage a paw, cover a paw, small puncture on pad',
    text: 'Once a small splinter or thorn is out and your pet walks normally, the hole usually heals by itself: clean the pad with lukewarm salty water or a pet-safe antiseptic, dry it, and leave it uncovered, because a bandage on a paw traps moisture and is easily put on too tight. Stop your pet licking it, keep it clean and dry for a couple of days and look at it daily. See a vet if part of it may still be inside, or the paw becomes swollen, hot, painful or oozes, or limping returns, since a buried piece causes an abscess.',
  },
  {
    id: 'health-tired-after-exercise',
    species: 'dog',
    title: 'Tired or stiff after a long walk or hike',
    keywords:
      'tired after walk, tired after hike, tired after exercise, worn out, exhausted after, stiff after exercise, sore after walk, long hike, long walk, day after exercise, sleepy after walk, resting more',
    text: 'A dog that is a little tired or stiff the day after an unusually long walk or hike, but eats, drinks, toilets and greets you as usual, is simply recovering, just as people do. Give a rest day with short, gentle walks, fresh water and a soft bed, and build longer outings up gradually so fitness keeps pace. See a vet if it is lame for more than a day or two, cries when touched, is reluctant to move, passes dark urine, vomits, or has pale gums or weakness, which are signs of injury, heat illness or muscle damage rather than tiredness.',
  },
  {
    id: 'health-bird-wing-clipping',
    species: 'bird',
    title: 'Clipped wings, falls and broken blood feathers',
    keywords:
      'clipped wings, wing clip, wing clipping, clipped too short, feather clipped, blood feather, broken feather, bleeding feather, keel injury, falls from perch, falling off perch, bird keeps falling',
    text: 'A bird whose wings are clipped too short cannot glide down, so it drops onto its breastbone (keel), splits the skin there or breaks growing feathers, which bleed because a growing “blood feather” has a blood supply. Lower the perches, add ladders and a padded, soft cage floor, and keep it off high places until the cut feathers are replaced by new ones. Have any future clip done by an avian vet, taking only a few outer flight feathers and never growing blood feathers. A bleeding feather is stopped with gentle pressure and flour or cornflour; see a vet if it bleeds again, the bird is weak or fluffed up, or the keel is cut.',
  },
  {
    id: 'health-scented-products-cats',
    species: 'cat',
    title: 'Scented candles, air fresheners and oils around cats',
    keywords:
      'scented candles, scented candle, candles, air freshener, plug in, reed diffuser, diffuser, essential oils, fragrance, perfume, wax melts, incense, lily scented, scent',
    text: 'A candle or air freshener that smells of lilies contains no lily plant, so it does not carry the kidney danger of real lilies and their pollen. Scented products can still irritate a cat’s airways, especially in cats with asthma, and essential oils (tea tree, eucalyptus, citrus, peppermint and others) are toxic to cats in diffusers, sprays and oils on the skin. Use candles and plug-ins sparingly in a well-aired room the cat can leave, keep flames and melted wax out of reach, and never use oil diffusers where a cat lives. See a vet if your cat coughs, wheezes, drools or is wobbly after exposure.',
  },
]);

export const HOME_CARE_BEHAVIOUR_ENTRIES = defineEntries('behaviour', [
  {
    id: 'behaviour-circling-before-lying-down',
    species: 'dog',
    title: 'Circling before lying down',
    keywords:
      'circles before lying down, circling before lying down, turns around before lying down, spins before lying down, circles on his bed, circles on her bed, turns in circles before sleeping, digs at bed, scratches bed before lying',
    text: 'Turning round a few times, and often scratching at the bed, before lying down is normal instinct inherited from wild dogs: it flattens grass or bedding into a comfortable nest, checks the spot, and lets the dog curl up facing the way it likes. Nothing needs doing. See a vet if it starts circling much more than before, cannot seem to settle, gets up and down stiffly (often joint pain), or circles while walking or with a head tilt, which is a problem of balance, not a habit.',
  },
  {
    id: 'behaviour-cat-staring',
    species: 'cat',
    title: 'A cat that stares at a wall or at nothing',
    keywords:
      'stares at the wall, staring at the wall, staring at nothing, stares at nothing, staring at the ceiling, watches something invisible, suddenly runs off, bolts off, cat hears things, cat thing',
    text: 'Cats hear far higher and quieter sounds than we do, so a cat that stares at a wall or ceiling and then dashes off is usually tracking prey it can hear: an insect, a mouse in the wall, water in the pipes or a noise outside, and the sudden run is the burst of energy that follows. It is normal in a cat that otherwise eats, plays and behaves as usual. See a vet if the staring comes with pressing the head against the wall, confusion, bumping into things, wobbliness, twitching or loss of awareness, or appears in an older cat with other changes, which can point to high blood pressure, brain disease or seizures.',
  },
  {
    id: 'behaviour-counter-surfing',
    species: 'dog',
    title: 'A dog that steals food from worktops, tables and fruit bowls',
    keywords:
      'steals food, stealing food, counter surfing, raids the bin, raiding, fruit bowl, food off the counter, worktop, kitchen side, jumps up at the counter, helps himself',
    text: 'Food stealing is rewarded every time it works, so management comes first: keep food, fruit bowls, bins and bags out of reach or behind closed doors, and use a baby gate to keep the dog out of the kitchen when you cannot watch. Teach “leave it” and a settle on a mat or bed, rewarding generously for four paws on the floor while food is about, and never leave the foods that poison dogs (grapes, chocolate, sugar-free gum and sweets, onions, cooked bones) where a determined dog could reach them. A dog that is hungry all the time may need its diet or weight checked by a vet.',
  },
  {
    id: 'behaviour-muzzle-training',
    species: 'dog',
    title: 'Muzzle training, for the groomer and the vet',
    keywords:
      'muzzle, muzzle training, basket muzzle, snappy, snaps, nippy, groomer, groomers, grooming, at the vet, handling, bites when handled, growls when brushed, nervous at the groomer',
    text: 'A well-fitted basket muzzle, which lets the dog pant, drink and take food, is a kind safety measure for a dog that snaps when handled, far better than the fabric kind that holds the mouth shut. Teach it over a week or two: let your dog put its nose into the muzzle for a tasty reward, then hold it there a second longer each time, then fasten it briefly at home, always pairing it with rewards, so it means good things before it is ever worn at the groomer. Tell the groomer, ask for short, quiet appointments, and practise gentle handling of paws, ears and face at home. Snapping at grooming is often pain (ears, joints, matted coat) or fear, so a vet check comes first.',
  },
]);

export const HOME_CARE_ADOPTION_ENTRIES = defineEntries('adoption', [
  {
    id: 'adoption-found-stray',
    species: 'any',
    title: 'A stray or found pet: how to find out if it has an owner',
    keywords:
      'stray cat, stray dog, found a cat, found a dog, visiting cat, cat keeps visiting, belongs to someone, has an owner, whose cat, lost cat, lost dog, found pet, scan for a chip, paper collar',
    text: 'Many cats that look like strays have a home nearby, so find out before feeding or keeping one: ask your vet or a rescue centre to scan it for a microchip (free, and a quick visit), post in local lost-and-found and neighbourhood groups, and ask the neighbours. A paper collar with a note asking the owner to call you is a common trick for a cat that comes and goes. Feeding it regularly can stop it going home. A dog found loose, or a cat that is thin, injured, unneutered or still there after a few weeks of asking, should be reported to the local council, warden or a rescue, who can help it.',
  },
]);
