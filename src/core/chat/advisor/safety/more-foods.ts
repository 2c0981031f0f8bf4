import type { Substance } from './substance.js';

const HAY_FIRST =
  'Hay should make up most of a rabbit’s or guinea pig’s diet, with leafy greens and only small treats.';

/**
 * More of the foods owners ask about sharing: fruit and vegetables, meat and fish, dairy, chews
 * and pet foods, with verdicts for the species where they differ. Checked after the main foods
 * table, so "chicken bones" is a bone question before it is a chicken one.
 */
export const MORE_FOODS: readonly Substance[] = [
  {
    id: 'ice',
    names:
      /\b(ice ?cubes?|crushed ice|iced water|ice[- ]cold water|ice water|ice\b(?! ?(cream|packs?|melt|lolly|lollies|pops?)))/,
    verdicts: {
      any: {
        safety: 'safe',
        answer:
          'Yes: ice cubes and cold water are fine for a healthy dog or cat, and the story that iced water causes bloat is a myth. Offer a few cubes at a time rather than a bowlful gulped down, and take care with hard cubes for small pets or dogs with fragile teeth. A pet that is already overheated needs shade and cool (not ice-cold) water on its body, and a vet if it is unsteady or panting hard.',
      },
    },
    anyCovers: ['dog', 'cat'],
  },
  {
    id: 'fruit-stones',
    names:
      /\b(peach (stones?|pits?)|plum (stones?|pits?)|apricot (stones?|pits?)|nectarine (stones?|pits?)|fruit (stones?|pits?)|avocado (stones?|pits?)|mango (stones?|pits?)|apple (seeds|pips|cores?))\b/,
    verdicts: {
      any: {
        safety: 'unsafe',
        answer:
          'No: fruit stones, pits and apple cores should never be given. Stones from peaches, plums, apricots and cherries contain cyanide compounds and are a classic cause of bowel blockages in dogs, and apple pips contain cyanide too. The flesh of these fruits, stone removed, is fine in small amounts.',
      },
    },
  },
  {
    id: 'corn-cob',
    names: /\b(corn on the cob|corn ?cobs?|sweetcorn cobs?|cobs?)\b/,
    verdicts: {
      any: {
        safety: 'unsafe',
        answer:
          'No: never give a corn cob. Dogs swallow pieces that do not break down and are one of the most common causes of bowel blockages needing surgery. The kernels on their own are fine; if your dog has swallowed a cob, call your vet now even if it seems well.',
      },
    },
  },
  {
    id: 'raw-dough-and-hops',
    names: /\b(raw (bread |pizza )?dough|yeast dough|bread dough|dough|hops)\b/,
    verdicts: {
      any: {
        safety: 'unsafe',
        answer:
          'No: raw yeast dough rises in the warm stomach, causing painful bloating, and ferments into alcohol; hops (from home brewing) cause a dangerous rise in body temperature in dogs. If your pet has eaten either, call your vet now.',
      },
    },
  },
  {
    id: 'nutmeg-and-spices',
    names:
      /\b(nutmeg|spices?|spicy food|chilli|chili|curry|hot sauce|black pepper|peppercorns?|mustard|cinnamon|paprika)\b/,
    verdicts: {
      any: {
        safety: 'unsafe',
        answer:
          'No, not spicy or heavily spiced food: nutmeg is toxic to pets (myristicin causes a racing heart, disorientation and seizures), and chilli, curry and mustard upset the stomach and often come with onion and garlic. A little cinnamon is not toxic but is best avoided; keep your pet’s food plain.',
      },
    },
  },
  {
    id: 'fatty-meat',
    names:
      /\b(ham|bacon|sausages?|salami|pepperoni|hot dogs?|fat trimmings|fatty (meat|scraps|leftovers)|gravy|turkey skin|chicken skin|crackling|pork rind|fried food|kebab|burgers?|takeaway|fast food|fries|pizza)\b/,
    verdicts: {
      any: {
        safety: 'caution',
        answer:
          'Best avoided: ham, bacon, sausages, fatty trimmings, gravy and takeaway food are very salty and fatty, and a fatty meal is a common trigger of pancreatitis (vomiting, belly pain) in dogs; they often contain onion or garlic too. Give lean, plain cooked meat as a treat instead.',
      },
    },
    anyCovers: ['dog', 'cat'],
  },
  {
    id: 'raw-meat-and-fish',
    names:
      /\b(raw (meat|chicken|beef|mince|pork|fish|salmon|tuna|eggs?|food|diet)|sushi|raw fed|raw feeding)\b/,
    verdicts: {
      any: {
        safety: 'caution',
        answer:
          'Possible, but with care: raw meat and fish can carry salmonella, listeria and parasites that make pets and the people who handle them ill, and raw Pacific salmon can carry a fluke that is deadly to dogs. A complete commercial raw food, handled hygienically, is safer than home-made raw; cooking plain meat and fish removes the risks. Ask your vet before switching.',
      },
    },
    anyCovers: ['dog', 'cat'],
  },
  {
    id: 'plain-meat-and-fish',
    names:
      /\b(chicken|turkey|beef|lamb|pork|mince|steak|liver|fish|salmon|sardines?|mackerel|cod|prawns?|shrimps?|meat)\b/,
    verdicts: {
      any: {
        safety: 'safe',
        answer:
          'Yes, plain and cooked: boneless chicken, turkey, lean beef or fish such as salmon, sardines or cod, cooked without onion, garlic, salt or sauce, are safe treats for dogs and cats. Remove bones and skin, keep it to a small part of the day’s food, and feed liver only in small amounts (too much vitamin A).',
      },
      rabbit: {
        safety: 'unsafe',
        answer: `No: rabbits are strict herbivores and cannot digest meat or fish; it upsets their gut and can cause stasis. ${HAY_FIRST}`,
      },
      'small-pet': {
        safety: 'caution',
        answer:
          'Not for guinea pigs or chinchillas, which are herbivores: meat upsets their gut. Hamsters, rats and mice can have a small piece of plain cooked chicken or egg now and then as protein.',
      },
    },
    anyCovers: ['dog', 'cat', 'reptile'],
  },
  {
    id: 'dairy',
    names: /\b(ice ?cream|yogh?urts?|butter|cream|custard|milkshakes?|cheese|milk|dairy)\b/,
    verdicts: {
      any: {
        safety: 'caution',
        answer:
          'Only a little, and plain: many adult dogs and cats digest lactose poorly, so dairy can cause diarrhoea. A spoonful of plain, unsweetened yoghurt is usually fine; ice cream is best avoided because of the sugar, and chocolate, raisin or sugar-free (xylitol) flavours are poisonous. Dog-safe frozen treats are a better choice.',
      },
      rabbit: {
        safety: 'unsafe',
        answer: `No: rabbits cannot digest dairy, and yoghurt drops sold as treats upset their gut bacteria. ${HAY_FIRST}`,
      },
      'small-pet': {
        safety: 'unsafe',
        answer:
          'No: guinea pigs and chinchillas cannot digest dairy, and hamsters should have at most a crumb of plain cheese or yoghurt. Stick to their own food, hay and fresh vegetables.',
      },
      bird: {
        safety: 'unsafe',
        answer:
          'No: birds cannot digest lactose, so dairy causes diarrhoea. Offer fresh vegetables, a little fruit and a good pelleted diet instead.',
      },
    },
  },
  {
    id: 'citrus',
    // "the dusty orange middles", "orange pee": the colour, not the fruit.
    names:
      /\b((?<!\b(?:dusty|bright|pale|dark|deep|burnt|rusty) )oranges?(?![- ](?:middles?|centres?|centers?|dust|pollen|powder|bits|stuff|flowers?|fur|coat|colou?r\w*|tinge|patch\w*|spots?|stain\w*|urine|pee|wee|poo\w*|vomit|sick|lil(?:y|ies)|tabby|tom|cat|kitten|gums?|eyes?|ish))|clementines?|satsumas?|tangerines?|mandarins?|lemons?|limes?|grapefruits?|citrus)\b/,
    verdicts: {
      cat: {
        safety: 'caution',
        answer:
          'Best avoided: citrus is not a food for cats, and the oils in the peel, leaves and seeds irritate their stomachs and skin; most cats dislike the smell anyway. Give a little plain cooked meat as a treat instead.',
      },
      rabbit: {
        safety: 'caution',
        answer: `Only a tiny piece now and then: orange is sugary and acidic for a rabbit, and the peel is best avoided. ${HAY_FIRST}`,
      },
      any: {
        safety: 'caution',
        answer:
          'A segment or two is fine for most dogs: peeled orange or clementine flesh is not toxic, but it is sugary and acidic, so more can upset the stomach. Do not give the peel, pith or seeds, and skip lemons and limes, which are too sour and irritating.',
      },
    },
  },
  {
    id: 'safe-vegetables',
    names:
      /\b(cucumbers?|courgettes?|zucchinis?|green beans?|peas|sweet potato(es)?|butternut squash|squash|celery|cauliflower|brussels? sprouts?|cabbage|beetroot|parsnips?|sweetcorn|corn kernels?|corn)\b/,
    verdicts: {
      any: {
        safety: 'safe',
        answer:
          'Yes: plain cucumber, green beans, peas, courgette, carrots and cooked sweet potato or squash are safe, low-calorie treats for dogs, and most cats may nibble them too. Cut them into small pieces, serve them without butter, salt, onion or garlic, and introduce new foods slowly, as cabbage and sprouts cause wind.',
      },
      rabbit: {
        safety: 'caution',
        answer: `In small amounts, yes: cucumber, celery (in short pieces), courgette and leafy cabbage are fine occasionally, while starchy vegetables (peas, sweetcorn, sweet potato, squash) and beans are best avoided. ${HAY_FIRST}`,
      },
      'small-pet': {
        safety: 'safe',
        answer:
          'Yes, in small amounts: cucumber, courgette, celery and a little cabbage are fine for guinea pigs and other small pets as part of their daily vegetables, alongside unlimited hay. Avoid starchy beans, peas and potatoes, and introduce new foods one at a time.',
      },
      bird: {
        safety: 'safe',
        answer:
          'Yes: fresh vegetables such as peas, sweetcorn, green beans, cucumber, courgette, sweet potato (cooked) and squash are good for parrots and budgies. Wash them, serve them plain, and make vegetables a bigger share of the diet than fruit.',
      },
    },
  },
  {
    id: 'bell-pepper',
    names: /\b((bell |sweet |red |green |yellow )peppers?|capsicums?|peppers)\b/,
    verdicts: {
      'small-pet': {
        safety: 'safe',
        answer:
          'Yes: bell pepper is one of the best vegetables for guinea pigs, because it is rich in the vitamin C they cannot make themselves. A slice or two a day, seeds and stalk removed, alongside unlimited hay and other greens.',
      },
      rabbit: {
        safety: 'safe',
        answer: `Yes, a little: bell pepper flesh (no seeds or stalk) is safe for rabbits a few times a week. ${HAY_FIRST}`,
      },
      bird: {
        safety: 'safe',
        answer:
          'Yes: bell peppers, seeds included, are a safe and popular food for parrots and budgies; birds do not feel the heat of chillies either.',
      },
      any: {
        safety: 'safe',
        answer:
          'Yes: plain sweet (bell) pepper is safe for dogs in small pieces, raw or cooked, without seasoning. Hot chilli peppers are a different matter and upset the stomach.',
      },
    },
  },
  {
    // Fireflies (and other glowing beetles) carry lucibufagins, deadly to bearded dragons in a
    // single insect; wild-caught insects in general may carry pesticides and parasites.
    id: 'fireflies',
    names: /\b(fire ?fl(y|ies)|lightning bugs?|glow ?worms?)\b/,
    verdicts: {
      any: {
        safety: 'unsafe',
        answer:
          'No: fireflies (lightning bugs) are toxic to reptiles and other insect-eating pets; their lucibufagins can kill a bearded dragon after a single insect. Feed only farmed feeder insects, never wild-caught ones, and call a reptile vet at once if one was eaten.',
      },
    },
  },
  {
    // Dandelion, collard and spring greens are the staple greens of a bearded dragon or tortoise:
    // the oxalate caution below is about spinach, chard and beet greens, unless those are named too.
    id: 'staple-greens-for-reptiles',
    names:
      /^(?!.*\b(spinach|chard|beet))(?=.*\b(dandelions?( leaves| greens| flowers)?|collard greens?|collards|spring greens|turnip greens|mustard greens|endive|escarole|rocket|arugula|watercress|cress)\b)/,
    verdicts: {
      reptile: {
        safety: 'safe',
        answer:
          'Yes: dandelion leaves and flowers, collard, spring, turnip and mustard greens, endive, escarole, rocket and cress are good staple greens for bearded dragons and tortoises, ideally pesticide-free; wash them, vary them, and dust insects with calcium.',
      },
    },
    anyCovers: ['reptile'],
  },
  {
    id: 'seeds-for-birds',
    names: /\b(sunflower seeds?|safflower seeds?|hemp seeds?|millet( sprays?)?|seed mix(es)?|bird ?seeds?)\b/,
    verdicts: {
      bird: {
        safety: 'caution',
        answer:
          'Yes, in small amounts: millet, sunflower and other seeds are a favourite treat, but they are fatty and low in vitamin A and calcium, so a seed-only diet leads to obesity, fatty liver and deficiencies. Make pellets most of the diet for parrots and a good part of it for budgies and cockatiels, add fresh vegetables daily, and keep seeds (sunflower especially) to a small share or training treats.',
      },
    },
    anyCovers: ['bird'],
  },
  {
    id: 'leafy-greens',
    names:
      /\b(spinach|kale|broccoli|romaine|rocket|arugula|chard|bok choy|pak choi|collard greens?|spring greens|dandelions?|dandelion leaves|leafy greens)\b/,
    verdicts: {
      reptile: {
        safety: 'caution',
        answer:
          'Only now and then: spinach, chard and beet greens are high in oxalates, which bind calcium and, fed often, contribute to metabolic bone disease in bearded dragons and tortoises. Base the greens on collard, spring and dandelion greens, rocket and endive, and dust insects with calcium.',
      },
      rabbit: {
        safety: 'safe',
        answer: `Yes: dark leafy greens such as romaine, spring greens, kale, rocket, bok choy, dandelion leaves and a little broccoli are good daily greens for rabbits; spinach only occasionally (oxalates). ${HAY_FIRST}`,
      },
      'small-pet': {
        safety: 'safe',
        answer:
          'Yes: leafy greens such as romaine, kale, rocket, spring greens and dandelion leaves are good for guinea pigs and other small herbivores, with spinach only now and then (oxalates). Give a cupful a day alongside unlimited hay.',
      },
      any: {
        safety: 'safe',
        answer:
          'Yes, in small amounts: a little plain steamed broccoli, kale or spinach is safe for dogs and a source of fibre. Large amounts of broccoli or kale can irritate the stomach, so keep vegetables to under a tenth of the day’s food.',
      },
    },
  },
  {
    id: 'potatoes',
    names: /\b(potato(es)?|mash(ed potato)?|chips|crisps)\b/,
    verdicts: {
      rabbit: {
        safety: 'unsafe',
        answer: `No: potatoes are too starchy for rabbits, and the green parts, leaves and peel contain solanine, which is toxic. ${HAY_FIRST}`,
      },
      'small-pet': {
        safety: 'unsafe',
        answer:
          'No: potatoes are too starchy for guinea pigs and small herbivores, and raw or green potato and the plant are toxic. Stick to hay and fresh greens.',
      },
      any: {
        safety: 'caution',
        answer:
          'Only plain and cooked: a little boiled or baked potato without butter, salt or skin is safe for dogs, but raw or green potatoes and the plant contain solanine, and chips and crisps are far too salty and fatty.',
      },
    },
  },
  {
    id: 'tropical-fruit',
    names:
      /\b(pineapples?|kiwi ?fruits?|papayas?|passion ?fruits?|coconut|peaches|peach|plums?|apricots?|nectarines?|pears?)\b/,
    verdicts: {
      rabbit: {
        safety: 'caution',
        answer: `Only a small piece as a treat: fruit is sugary for rabbits, so a teaspoon-sized piece of flesh (no stone or seeds) a couple of times a week at most. ${HAY_FIRST}`,
      },
      any: {
        safety: 'safe',
        answer:
          'Yes, a few pieces: the ripe flesh of pineapple, pear, peach, plum, apricot or kiwi is safe for dogs as an occasional treat, and for birds and small pets in small amounts. Remove skins, cores, seeds and especially stones, which contain cyanide and can block the bowel, and keep fruit to a small part of the diet because of the sugar.',
      },
    },
  },
  {
    id: 'chews',
    names:
      /\b(rawhides?|pigs? ears?|antlers?|bully sticks?|pizzle|yak chews?|dental chews?|dentastix|nylabones?|hooves|tennis balls?|sticks?|ice cubes?|rope toys?)\b/,
    verdicts: {
      any: {
        safety: 'caution',
        answer:
          'With care and supervision: antlers, hooves and hard nylon bones can break teeth (if you cannot dent it with a thumbnail, it is too hard), rawhide and pig ears can cause choking, blockages or stomach upsets and pig ears are fatty, and sticks splinter. Choose a chew bigger than your dog’s mouth, take it away when it is small enough to swallow, and prefer softer, digestible dental chews. Ice cubes and tennis balls are fine under supervision.',
      },
    },
    anyCovers: ['dog'],
  },
  {
    id: 'cat-and-dog-food-swapped',
    names: /\b(cat food|cats food|dog food|dogs food|kibble)\b/,
    verdicts: {
      cat: {
        safety: 'unsafe',
        answer:
          'No, not as a diet: dog food lacks the taurine, arachidonic acid, vitamin A and protein that cats, as obligate carnivores, must get from food, and a cat fed on it for long develops heart and eye disease. A mouthful stolen from the dog’s bowl does no harm.',
      },
      any: {
        safety: 'caution',
        answer:
          'Only now and then: cat food is not toxic to dogs but is much richer in protein and fat, so eating it regularly causes upset stomachs, weight gain and, in some dogs, pancreatitis. Feed the cat where the dog cannot reach, such as on a raised surface.',
      },
    },
    anyCovers: ['dog', 'cat'],
  },
  {
    id: 'mushrooms',
    names: /\b(mushrooms?|toadstools?|fungi|fungus)\b/,
    verdicts: {
      any: {
        safety: 'caution',
        answer:
          'Not wild ones: some wild mushrooms kill pets within days (liver failure) and are hard to tell apart, so treat any wild mushroom your pet eats as an emergency and take a sample to the vet. Plain cooked shop-bought mushrooms are not toxic to dogs, but are usually cooked with onion, garlic or butter, so they are best left out.',
      },
    },
  },
  {
    id: 'fruit-for-birds-and-small-pets',
    names:
      /\b(fruits?|(straw|blue|rasp|black)?berr(y|ies)|(water)?melons?|bananas?|apples?|pears?|mango(e?s)?|grapes?|raisins?)\b/,
    verdicts: {
      rabbit: {
        safety: 'caution',
        answer:
          'Only as an occasional treat: a thumbnail-sized piece of banana, apple (no pips), pear or a berry or two, a couple of times a week, is fine for a rabbit. Fruit is sugary and too much upsets the gut bacteria a rabbit depends on, so hay should be most of the diet, with leafy greens every day.',
      },
      bird: {
        safety: 'safe',
        answer:
          'Yes, as a small part of the diet: apple (without the pips), pear, berries, banana, melon, mango and grapes are safe for parrots and budgies. Wash fruit, remove seeds and stones, and offer more vegetables than fruit. Avocado is the fruit to avoid: it is poisonous to birds.',
      },
      'small-pet': {
        safety: 'caution',
        answer:
          'Only a small piece as a treat: apple (no pips), pear, berries, melon and banana are safe for guinea pigs and hamsters a couple of times a week, but fruit is sugary, so most of the diet should be hay (or a complete small-pet food) and vegetables.',
      },
    },
  },
  {
    id: 'human-snacks-for-herbivores',
    names:
      /\b(bread|toast|crackers?|biscuits?|cookies?|cereal|crisps|popcorn|pasta|rice|nuts|peanuts?|peanut butter|eggs?|cake|sweets|candy|treats from the table|human food|leftovers|scraps)\b/,
    verdicts: {
      rabbit: {
        safety: 'unsafe',
        answer: `No: bread, biscuits, cereal, crackers, pasta, rice, nuts, popcorn and other human snacks are starchy, sugary or fatty foods a rabbit’s gut cannot handle; they cause obesity, dental disease and dangerous gut upsets. ${HAY_FIRST}`,
      },
      'small-pet': {
        safety: 'unsafe',
        answer:
          'No: bread, biscuits, cereal, sweets and other human snacks are too starchy, sugary or fatty for guinea pigs and chinchillas, and only tiny plain amounts suit a hamster. Feed hay, their own pellets and fresh vegetables instead.',
      },
      bird: {
        safety: 'caution',
        answer:
          'Only tiny plain bits, if any: bread, crackers, pasta and rice are not toxic to birds but are empty, often salty food. Cooked plain egg and unsalted nuts in moderation are fine for parrots; salty, sugary, fatty or buttered food is not.',
      },
      reptile: {
        safety: 'unsafe',
        answer:
          'No: reptiles cannot use bread, cereal, dairy or human snacks. Feed the insects, greens or whole prey your species needs, following its care sheet.',
      },
    },
  },
  {
    // Rabbits make their own vitamin C and guinea pigs cannot: food made for one does not suit the other.
    id: 'rabbit-food-for-guinea-pigs',
    names:
      /\b(rabbits? (pellets?|nuggets?|food|mix|muesli|feed)|(pellets?|nuggets?|food|feed) (for|made for|meant for) (the |my |our )?rabbits?)\b/,
    verdicts: {
      'small-pet': {
        safety: 'unsafe',
        answer:
          'No: food made for rabbits is not right for guinea pigs or other small pets. Rabbits make their own vitamin C, so rabbit pellets carry little or none, while guinea pigs cannot make it and need vitamin C every day or they develop scurvy (sore joints, bleeding gums, a rough coat). Feed guinea pigs pellets made for guinea pigs, unlimited hay and a daily cup of fresh vegetables rich in vitamin C, such as bell pepper; hamsters, rats and chinchillas need a different balance of protein and fibre, so give each a food made for its own species.',
      },
    },
    anyCovers: ['small-pet'],
  },
  {
    // Tortoises and iguanas are plant-eaters: the insects an insect-eating lizard thrives on harm them.
    id: 'insects-for-plant-eating-reptiles',
    names:
      /^(?=.*\b(tortoises?|iguanas?|uromastyx)\b)(?=.*\b(meal ?worms?|super ?worms?|wax ?worms?|crickets?|locusts?|dubias?|roach(es)?|calci ?worms?|feeder insects?|insects?|bugs)\b)/,
    verdicts: {
      reptile: {
        safety: 'unsafe',
        answer:
          'No: tortoises and iguanas are plant-eaters, and the protein in insects and other animal food makes their shells and bones grow misshapen and strains their kidneys. Feed a variety of weeds and leafy greens such as dandelion, plantain and clover, with a calcium supplement as your care sheet says.',
      },
    },
    anyCovers: ['reptile'],
  },
  {
    // Insects caught outdoors may carry pesticides and parasites, and some (fireflies) are deadly.
    id: 'wild-caught-insects',
    names:
      /\b((insects?|bugs|worms|spiders?|beetles?|moths?|flies|slugs?|snails?|grasshoppers?|crickets?|woodlice|caterpillars?)( \w+){0,3} (from|in|out of) (the |my |our )?(garden|yard|park|wild|hedge|lawn)|(wild|garden)[- ]caught (insects?|bugs|crickets?|worms)|earth ?worms?)\b/,
    verdicts: {
      reptile: {
        safety: 'unsafe',
        answer:
          'No: do not feed insects, worms, slugs or snails from the garden. They may carry pesticides, slug pellets or weed killer, and parasites such as worms and flukes, and some, like fireflies, are deadly to lizards. Feed farmed feeder insects (crickets, dubia roaches, locusts, mealworms), gut-loaded and dusted with calcium as your care sheet says.',
      },
      bird: {
        safety: 'unsafe',
        answer:
          'Not from the garden: insects, worms and snails caught outdoors may carry pesticides and parasites. Birds that eat insects do best on farmed mealworms or other feeder insects from a pet shop, as a small treat.',
      },
    },
    anyCovers: ['reptile', 'bird'],
  },
  {
    // Farmed insects are the staple of insect-eating lizards; variety, gut loading and calcium
    // make them a complete diet, and plant-eating reptiles should not have them at all.
    id: 'feeder-insects',
    names:
      /\b(meal ?worms?|super ?worms?|morio worms?|wax ?worms?|crickets?|locusts?|dubias?( roach(es)?)?|roach(es)?|calci ?worms?|black soldier fly larvae|silk ?worms?|horn ?worms?|feeder insects?|live insects?)\b/,
    verdicts: {
      reptile: {
        safety: 'safe',
        answer:
          'Yes: mealworms, crickets, dubia roaches and locusts are good feeder insects for leopard geckos, bearded dragons and other insect-eating lizards. Buy farmed insects, feed them well for a day or two before offering them (gut loading) and dust them with calcium as your care sheet says; vary the insects, because mealworms alone are fatty and hard-shelled, and keep waxworms and superworms as occasional treats. Offer insects no bigger than the space between the lizard’s eyes, leave out insects caught outdoors (they may carry pesticides or be toxic, like fireflies), and take out uneaten live insects. Tortoises and other plant-eating reptiles should not be fed insects.',
      },
      'small-pet': {
        safety: 'caution',
        answer:
          'As an occasional treat, yes for hamsters, gerbils, rats and mice: a few live or dried mealworms or crickets add protein they enjoy. Guinea pigs and chinchillas are plant-eaters and should not have insects at all. Keep treats small, since mealworms are fatty.',
      },
    },
    anyCovers: ['reptile', 'small-pet'],
  },
  {
    // Each small herbivore's pellets are balanced for it: a day of the wrong ones is no poisoning,
    // but not a diet.
    id: 'another-small-pets-food',
    names:
      /\b(guinea ?pigs?|hamsters?|chinchillas?|gerbils?|degus?) (pellets?|nuggets?|food|mix|muesli|feed)\b/,
    verdicts: {
      rabbit: {
        safety: 'caution',
        answer:
          'Not as a regular diet: guinea pig pellets are not poisonous to a rabbit, and a day or two while you buy the right food does little harm, but they are balanced for guinea pigs, and hamster or rat mixes with seeds, nuts and grains are too rich for a rabbit’s gut. Feed pellets made for rabbits, a small measure a day beside unlimited hay, which should be most of the diet.',
      },
      'small-pet': {
        safety: 'caution',
        answer:
          'Not as a regular diet: each small pet’s food is balanced for its own needs. Guinea pigs need added vitamin C, chinchillas a plain high-fibre pellet without seeds, fruit or nuts, and hamsters, gerbils and rats a mix with more protein. A day or two of another species’ food while you buy the right one is unlikely to harm, but switch back and change foods gradually, with plenty of hay for the plant-eaters.',
      },
    },
    anyCovers: ['rabbit', 'small-pet'],
  },
];
