import { defineEntries } from './define.js';

/** What, how much and how often to feed, and what never to feed. */
export const NUTRITION_ENTRIES = defineEntries('nutrition', [
  {
    id: 'nutrition-complete-balanced',
    species: 'any',
    title: 'Choosing a complete, balanced food',
    keywords:
      'best food, choosing food, dog food, cat food, label, aafco, fediaf, complete and balanced, brand',
    text: 'Look for a food labelled "complete and balanced" for your pet’s life stage (growth, adult or all life stages), backed by an AAFCO statement in the US or FEDIAF standards in Europe. A "complementary" food or treat is not enough on its own. Brands that employ qualified veterinary nutritionists and run feeding trials are a good sign; price, "grain-free" or "human-grade" claims are not. Your vet can recommend a food for your pet’s age, size and health.',
  },
  {
    id: 'nutrition-how-much-to-feed-dog',
    species: 'dog',
    title: 'How much to feed a dog',
    keywords:
      'how much to feed dog, portion, feeding amount, how many cups, feeding guide, calories dog, how often feed dog, how many meals, meals a day, feeding schedule, how often to feed an adult dog',
    text: 'Use the feeding guide on the bag as a starting point for your dog’s ideal weight, not its current weight, then adjust by body condition: you should feel the ribs easily without seeing them. Most adult dogs do well on two meals a day. Weigh portions with kitchen scales, since scoops vary a lot, and subtract treats from the daily amount. Neutered, older or less active dogs often need 10 to 20% less than the label suggests.',
  },
  {
    id: 'nutrition-how-much-to-feed-cat',
    species: 'cat',
    title: 'How much and how often to feed a cat',
    keywords: 'how much to feed cat, cat portion, how often feed cat, cat meals, free feeding, cat calories',
    text: 'An average indoor adult cat of about 4 kg needs only around 200 kcal a day, so check the calories on the labels rather than guessing, and judge by body condition. Cats naturally eat several small meals, so splitting the daily ration into three or four meals or using puzzle feeders suits them better than a constantly full bowl. Weigh dry food rather than topping up. Adjust gradually if your cat gains or loses weight.',
  },
  {
    id: 'nutrition-puppy-feeding',
    lifeStage: 'young',
    species: 'dog',
    title: 'Feeding a puppy',
    keywords:
      'puppy food, feeding puppy, how often feed puppy, puppy meals, growth food, when switch to adult food, puppy feeding schedule, meals a day for a puppy',
    text: 'Feed a complete puppy (growth) food: about four meals a day until three months, three until six months, then two. Small and medium breeds can usually move to adult food around 9 to 12 months; large and giant breeds stay on a large-breed puppy food until 12 to 24 months. Keep your puppy lean, since rapid growth and extra weight strain developing joints. Change foods gradually over a week to avoid tummy upsets.',
  },
  {
    id: 'nutrition-large-breed-puppy',
    lifeStage: 'young',
    species: 'dog',
    title: 'Large-breed puppies and calcium',
    keywords: 'large breed puppy, giant breed, calcium, joint problems, growth, hip dysplasia, supplements',
    text: 'Large and giant breed puppies need a food made for large-breed growth, with controlled calcium and energy, because too much of either speeds growth and raises the risk of joint and bone problems. Never add calcium or other supplements to a complete puppy food. Keep them slim and avoid forced running or long jogs until growth plates close. Your vet can help you track growth against a healthy curve.',
  },
  {
    id: 'nutrition-kitten-feeding',
    lifeStage: 'young',
    species: 'cat',
    title: 'Feeding a kitten',
    keywords:
      'kitten food, feeding kitten, how often feed kitten, kitten meals, when switch to adult cat food, kitten feeding schedule, meals a day for a kitten, meals by age, how many meals a young kitten needs',
    text: 'Kittens grow fast and need a complete kitten food until about 12 months (up to 18 months for large breeds such as Maine Coons). Offer three to four small meals a day, and include wet food so they get used to different textures and drink enough. Fresh water should always be available; kittens do not need milk once weaned. Spayed or neutered kittens need fewer calories, so watch for extra weight after the operation.',
  },
  {
    id: 'nutrition-cats-obligate-carnivores',
    species: 'cat',
    title: 'Cats are obligate carnivores',
    keywords: 'cat diet, taurine, vegan cat, vegetarian cat, dog food for cats, protein, meat, carnivore',
    text: 'Cats must get nutrients found naturally in animal tissue, such as taurine, arachidonic acid and preformed vitamin A, and they need much more protein than dogs. Taurine deficiency causes heart failure and blindness, so cats should not live on dog food or on homemade or vegan diets that a veterinary nutritionist has not formulated. A commercial complete cat food supplies everything they need. Dogs are more flexible but still need a complete, balanced recipe.',
  },
  {
    id: 'nutrition-vegetarian-dogs',
    species: 'dog',
    title: 'Vegetarian and vegan diets for dogs',
    keywords:
      'vegan dog, vegan diet, vegetarian dog, vegetarian diet, plant based dog food, plant-based diet, meat free diet, no meat, dog without meat',
    text: 'Dogs can digest plant proteins, so a vegetarian or vegan diet is possible, but only a commercial food formulated to be complete and balanced, or a recipe written by a veterinary nutritionist, supplies the protein, essential amino acids, taurine and carnitine, vitamin B12 and vitamin D. Homemade plant-based diets are very often deficient, and the gaps show over months, including a heart disease linked to low taurine. If you choose one, have your vet check weight, body condition and blood tests regularly; puppies and nursing mothers are better kept on a conventional growth food. Cats cannot live on a vegan diet.',
  },
  {
    id: 'nutrition-protein-and-fat',
    species: 'any',
    title: 'Protein, fat and carbohydrate in a pet’s diet',
    keywords:
      'macros, macronutrients, protein, fat, carbohydrates, carbs, high protein, low fat, how much protein, protein vs fat, fat content, guaranteed analysis, dry matter, working dog diet, active dog food',
    text: 'A complete food already balances protein, fat and carbohydrate for the life stage, so most pets need no adjusting. Typical adult dog foods carry about 20 to 30% protein and 10 to 20% fat on a dry-matter basis (the legal minimums are 18% and 5.5%); puppies, nursing mothers and hard-working sled or sporting dogs need more of both, fat above all for endurance, and cats need much more protein, usually over 30%. Compare foods on a dry-matter basis, because the water in wet food dilutes the label figures. Very fatty food can set off pancreatitis in some dogs, and extra protein builds no muscle without exercise; ask your vet before changing the balance for a pet with kidney, liver or gut disease.',
  },
  {
    id: 'nutrition-wet-vs-dry',
    species: 'cat',
    title: 'Wet or dry food for cats',
    keywords: 'wet food, dry food, kibble, canned food, pouches, cat hydration, mixed feeding',
    text: 'Both wet and dry foods can be complete and healthy. Wet food adds a lot of water, which helps cats prone to urinary problems, kidney disease or weight gain, while dry food is convenient and can be used in puzzle feeders. Many owners feed a mix. Whatever you choose, count the calories of both and keep fresh water available.',
  },
  {
    id: 'nutrition-toxic-foods-dogs',
    species: 'dog',
    title: 'Foods that are dangerous for dogs',
    keywords:
      'toxic foods dogs, can dogs eat, dangerous food, chocolate, grapes, raisins, onions, xylitol, macadamia, human food, scraps, people food, leftovers',
    text: 'Never give dogs chocolate, grapes or raisins, onions, garlic or chives, anything sweetened with xylitol, macadamia nuts, alcohol, caffeine, or raw bread dough. Cooked bones splinter, and fatty leftovers such as bacon, sausages or turkey skin can trigger painful pancreatitis. Keep bins closed and bags out of reach. If your dog eats any of these, call a vet straight away rather than waiting for signs.',
  },
  {
    id: 'nutrition-toxic-foods-cats',
    species: 'cat',
    title: 'Foods and plants that are dangerous for cats',
    keywords:
      'toxic foods cats, can cats eat, dangerous food for cats, onions, garlic, lilies, milk, tuna, raw fish, foods to avoid, never give, never feed, should never eat, what not to feed a cat, pet sitting, cat sitting, looking after a cat',
    text: 'Onions, garlic and chives (including powders in gravies and baby food), chocolate, grapes and raisins, alcohol, caffeine and raw dough are all dangerous for cats. Every part of true lilies, even pollen, causes kidney failure. Raw fish fed regularly destroys thiamine (vitamin B1), and a diet of mostly tuna is unbalanced. Also keep essential oils, liquid potpourri and human medicines away from cats.',
  },
  {
    id: 'nutrition-toxic-plants',
    species: 'any',
    title: 'Houseplants and garden plants that are poisonous to pets',
    keywords:
      'toxic plants, poisonous plants, lilies, house plants, houseplants, indoor plants, pot plants, dangerous plants, garden plants, sago palm, bulbs, safe plants for cats, pet safe plants, plants safe for dogs',
    text: 'True lilies and daylilies are the most dangerous plants for cats: any part, the pollen or the vase water can cause kidney failure, so keep them out of homes with cats altogether. Sago palm seeds cause liver failure in dogs, and oleander, foxglove and lily of the valley affect the heart. Tulip and daffodil bulbs, azaleas and rhododendrons cause vomiting and worse, while plants like dieffenbachia and peace lily irritate the mouth. Spider plants, Boston ferns, calatheas, parlour and areca palms, moth orchids and African violets are considered safe. Check every plant against a list such as the ASPCA’s toxic and non-toxic plant database before bringing it home.',
  },
  {
    id: 'nutrition-safe-human-foods-dogs',
    species: 'dog',
    title: 'Human foods dogs can safely eat',
    keywords:
      'safe human food for dogs, can dogs eat, carrots, apples, blueberries, chicken, rice, pumpkin, peanut butter, banana, safe treats, healthy treats, treats instead, dog-safe snacks, alternatives to chocolate',
    text: 'Small amounts of plain cooked chicken, turkey or lean beef, white fish, cooked rice, carrots, green beans, cucumber, apple slices without core or seeds, blueberries, banana and plain pumpkin are safe treats for most dogs. Serve them without seasoning, onion, garlic, salt, butter or sauces. Peanut butter is fine only if it contains no xylitol. Keep all extras within 10% of the daily calories.',
  },
  {
    id: 'nutrition-eating-too-fast',
    species: 'any',
    title: 'Eating too fast',
    keywords:
      'eats too fast, eating too fast, gulping food, wolfing food, inhales food, slow feeder, puzzle feeder, eats quickly, fast eater, greedy eater, speed eater, slow down eating, bolts food, eat slower, eating slower, eats slower',
    text: 'Gulping food can cause choking, vomiting straight after meals and swallowed air, and in large, deep-chested dogs it adds to the risk of bloat. Slow it down with a slow-feeder bowl, a puzzle feeder or a snuffle mat, by scattering dry food on a clean floor or tray, or by splitting the daily amount into three or four smaller meals. Pets that compete with another animal eat faster, so feed them apart. A pet that is suddenly ravenous, or losing weight while eating fast, should see the vet.',
  },
  {
    id: 'nutrition-treats',
    species: 'any',
    title: 'Treats without weight gain',
    keywords:
      'treats, how many treats, treats a day, how many treats a day, treats per day, daily treats, treat allowance, training treats, snacks, chews, low calorie treats, 10 percent rule, dog treats, cat treats',
    text: 'Treats should make up no more than 10% of daily calories, and the main meal should be reduced to make room for them. For training, break treats into pea-sized pieces, or use part of the daily food allowance. Low-calorie options for dogs include green beans, carrot and cucumber. Long-lasting chews can be surprisingly high in calories, so check the label.',
  },
  {
    id: 'nutrition-homemade-treats',
    species: 'dog',
    title: 'Baking for a dog: ingredients to leave out',
    keywords:
      'homemade treats, baking, home baked biscuits, cookies, treat recipe, safe ingredients, ingredients to avoid, ingredients to leave out, birthday cake',
    text: 'When you bake for your dog, leave out every ingredient that is toxic to it: xylitol (birch sugar, found in some peanut butters and sugar-free products), chocolate and cocoa, grapes, raisins, sultanas and currants, onion, garlic, leek and chives in any form (powders included), macadamia nuts, nutmeg, and added salt or sugar, and never give raw yeast dough. Good bases are oat or wholemeal flour, egg, plain pumpkin, banana, grated carrot, apple without the core and seeds, and xylitol-free peanut butter. Home-baked treats are rich, so keep them small and count them in the food allowance, and let a pet with allergies or a sensitive stomach meet new ingredients one at a time.',
  },
  {
    id: 'nutrition-switching-food',
    species: 'any',
    title: 'Changing to a new food',
    keywords:
      'switch food, change food, transition, new food, upset stomach, mixing foods, soft poop after changing food, loose stool after switching food',
    text: 'Change food gradually over 7 to 10 days: about a quarter new food for two or three days, then half, then three quarters, then all new. Sudden changes often cause vomiting, diarrhoea or food refusal. Cats can be stubborn about new foods, so go slowly and never let a cat go without eating to force a switch. Rabbits need especially slow changes, over two weeks or more.',
  },
  {
    id: 'nutrition-senior-diet',
    lifeStage: 'senior',
    species: 'any',
    title: 'Feeding older pets',
    keywords:
      'senior food, old dog food, old cat food, senior diet, weight loss old cat, kidney diet, diet for an older pet, diet changes with age',
    text: 'Older dogs often need fewer calories as they slow down, while many very old cats need more, because they digest protein and fat less efficiently and tend to lose weight. A senior food can suit some pets, but there is no single rule, so base the choice on body condition and blood tests. Unexplained weight loss in an older pet needs a vet check. Prescription kidney, joint or weight diets should be used only when a vet recommends them.',
  },
  {
    id: 'nutrition-water',
    species: 'any',
    title: 'Water and hydration',
    keywords: 'water, hydration, how much water, drinking, water fountain, water bowl, dehydration',
    text: 'Fresh, clean water should always be available; change it daily and wash bowls regularly. Dogs drink roughly 50 ml per kg of body weight a day, more in heat or after exercise. Cats are naturally low drinkers, so wet food, water fountains and wide, shallow bowls placed away from the food and litter help them drink more. A sudden, lasting increase in drinking is a reason to see a vet.',
  },
  {
    id: 'nutrition-grain-free',
    species: 'dog',
    title: 'Grain-free diets and heart disease',
    keywords:
      'grain free, grain-free dcm, dilated cardiomyopathy, peas, lentils, legumes, boutique diet, grains',
    text: 'Grains are not a common allergen and most dogs digest them well, so grain-free diets offer no proven benefit for most dogs. Since 2018 the US FDA has investigated reports of dilated cardiomyopathy (a heart disease) in dogs eating certain diets, many grain-free and high in peas, lentils or potatoes; the link is not settled. Unless your vet advises otherwise, a complete diet containing grains from an established maker is a sound choice. Tell your vet if your dog tires easily, coughs or faints.',
  },
  {
    id: 'nutrition-raw-diets',
    species: 'any',
    title: 'Raw food diets',
    keywords: 'raw diet, barf, raw meat, raw chicken, raw feeding, salmonella, listeria, homemade raw',
    text: 'Raw meat diets can carry Salmonella, Listeria and E. coli that make pets and people ill, even when the pet looks healthy, which is why veterinary bodies such as the AVMA advise against them. Homemade raw diets are also often unbalanced in calcium and vitamins. If you still choose raw, use a commercial complete product, handle it like raw meat for your own dinner, and wash bowls and hands carefully. Avoid raw feeding in homes with young children, elderly or immunocompromised people.',
  },
  {
    id: 'nutrition-homemade-diets',
    species: 'any',
    title: 'Homemade diets',
    keywords: 'homemade food, home cooked, recipe, cooking for dog, cooking for cat, balanced homemade diet',
    text: 'Most homemade pet recipes found online or in books lack essential nutrients such as calcium, zinc, vitamin D or choline, and the gaps cause problems over months. If you want to cook for your pet, have a board-certified veterinary nutritionist formulate the recipe, including the supplements it needs, and follow it exactly. Plain chicken and rice is fine for a few days of upset stomach, not as a lasting diet.',
  },
  {
    id: 'nutrition-milk',
    species: 'any',
    title: 'Milk and dairy',
    keywords: 'milk, dairy, cheese, lactose intolerance, can cats drink milk, cat milk, yogurt',
    text: 'Most adult cats and many dogs cannot digest lactose well, and cow’s milk often gives them diarrhoea. Water is all they need to drink; lactose-free "cat milk" is fine as an occasional treat. Small pieces of cheese can be a useful training treat for dogs but are high in fat and salt. Orphaned kittens and puppies need a proper milk replacer, not cow’s milk.',
  },
  {
    id: 'nutrition-bones-and-chews',
    species: 'dog',
    title: 'Bones and chews',
    keywords: 'bones, cooked bones, raw bones, chicken bones, antlers, chews, rawhide, broken tooth',
    text: 'Cooked bones splinter and can injure the mouth, block the gut or perforate it, so never give them. Raw and very hard chews such as antlers, hooves and large bones still break teeth and can cause blockages. Choose chews that bend slightly when pressed, are too large to swallow whole, and are given under supervision. Take away chews once they are small enough to be swallowed.',
  },
  {
    id: 'nutrition-food-allergies',
    species: 'any',
    title: 'Food allergies and elimination diets',
    keywords:
      'food allergy, food intolerance, elimination diet, hypoallergenic diet, hydrolysed, itchy skin diet, novel protein',
    text: 'True food allergies are less common than flea or environmental allergies and usually cause itchy skin, ear infections or gut upset. They are diagnosed with a strict elimination trial of 8 to 12 weeks on a prescription hydrolysed diet or a novel protein the pet has never eaten, with no other food, treats or flavoured medicines. If signs improve and return when the old food is reintroduced, the diagnosis is confirmed. Blood, saliva and hair tests for food allergy are not reliable.',
  },
  {
    id: 'nutrition-picky-eaters',
    species: 'any',
    title: 'Picky eaters',
    keywords: 'picky eater, fussy eater, wont eat food, refuses food, appetite, dog not eating kibble',
    text: 'Many fussy dogs are healthy dogs that have learned better things arrive if they wait: offer meals at set times, take the bowl away after 15 to 20 minutes, and cut out table scraps and extra treats. Cats prefer food at room temperature, in wide, shallow dishes, in a quiet spot away from the litter box. A sudden loss of appetite, though, is a medical sign rather than fussiness. See a vet if a cat skips food for a day or a dog for more than a day or two.',
  },
  {
    id: 'nutrition-pregnancy-nursing',
    species: 'any',
    title: 'Feeding pregnant and nursing mothers',
    keywords:
      'pregnant dog food, pregnant cat food, nursing, lactation, feeding mother, puppy food for pregnant',
    text: 'From the last third of pregnancy and throughout nursing, feed a complete growth (puppy or kitten) food, which is richer in energy and nutrients. A nursing mother may need two to four times her usual amount, so offer food freely and keep water always available. Do not give calcium supplements during pregnancy, as they raise the risk of eclampsia (low blood calcium) after birth. Trembling, panting or stiffness in a nursing mother is an emergency.',
  },
  {
    id: 'nutrition-rabbit-diet',
    species: 'rabbit',
    title: 'What rabbits should eat',
    keywords:
      'rabbit food, rabbit diet, hay, pellets, rabbit muesli, how much to feed rabbit, amount of food for a rabbit, rabbit nuggets, what should a rabbit eat, eat each day, daily diet, what do rabbits eat, looking after a rabbit, rabbit sitting, feeding a rabbit',
    text: "Good-quality grass hay or fresh grass should make up around 85% of a rabbit's diet and be available at all times; a rabbit should eat a pile of hay about its own body size every day. Add a portion of fresh leafy greens daily and a small measure of plain high-fibre pellets (about an egg-cup per kg of body weight). Avoid muesli-style mixes, which let rabbits pick out sugary bits and lead to dental and gut disease. Fresh water should always be available, from a bowl as well as a bottle.",
  },
  {
    id: 'nutrition-guinea-pig-diet',
    species: 'any',
    title: 'What guinea pigs should eat',
    keywords:
      'guinea pig diet, guinea pig food, what do guinea pigs eat, guinea pig vitamin c, cavy, guinea pig hay',
    text: 'Guinea pigs need unlimited grass hay (about 80% of the diet), a cupful of fresh leafy greens and vegetables a day, and a small portion of plain guinea pig pellets. Unlike rabbits, they cannot make their own vitamin C, so they need it every day from foods such as bell pepper, kale or parsley, or from pellets made for guinea pigs; a lack causes scurvy (sore joints, bleeding gums, poor coat). Do not feed rabbit food, muesli-style mixes, or a lot of fruit, and keep fresh water available in a bottle or bowl.',
  },
  {
    id: 'nutrition-rabbit-vegetables',
    species: 'rabbit',
    title: 'Vegetables and treats for rabbits',
    keywords:
      'rabbit vegetables, greens, safe vegetables for rabbits, carrots, lettuce, fruit, rabbit treats',
    text: 'Safe daily greens include romaine and other dark lettuces (not iceberg), herbs such as parsley, coriander, basil, mint and dill, spring greens, bok choy, and dandelion leaves. Introduce new greens one at a time in small amounts. Carrots and fruit are sugary treats, so offer only a small piece a day. Never feed rhubarb, potato leaves, avocado, onions, chocolate or bread and biscuits.',
  },
  {
    id: 'nutrition-bird-diet',
    species: 'bird',
    title: 'Feeding pet birds',
    keywords: 'bird food, parrot diet, budgie food, cockatiel diet, seeds, pellets, vegetables for birds',
    text: 'Seed-only diets are high in fat and short of vitamin A, calcium and protein, and they are a common cause of illness in pet birds. For most parrots, budgies and cockatiels, a good formulated pellet should be the base of the diet, with daily fresh vegetables and a little fruit; small seed-eaters such as canaries and finches do well on quality seed plus greens. Convert a seed-eating bird gradually over several weeks while monitoring its weight. Change water daily.',
  },
  {
    id: 'nutrition-bird-toxic-foods',
    species: 'bird',
    title: 'Foods that are dangerous for birds',
    keywords:
      'toxic food for birds, avocado, chocolate, caffeine, salt, apple seeds, parrot toxic, what can birds eat, foods birds cannot have, what parrots must not eat, bad foods for birds',
    text: 'Avocado can kill pet birds, and chocolate, caffeine, alcohol, salty snacks, onions and garlic are also dangerous. Fruit pits and apple seeds contain cyanide compounds, so remove them. Never share food from your mouth, because human saliva carries bacteria harmful to birds. Xylitol and heavy metals, such as zinc on cage parts and lead in old paint, are common hidden toxins.',
  },
  {
    id: 'nutrition-reptile-feeding',
    species: 'reptile',
    title: 'Feeding reptiles',
    keywords:
      'reptile food, feeding bearded dragon, gecko food, what geckos eat, crickets, mealworms, gut loading, calcium dust, feeding snake, frozen mice, dead mouse, defrosted mouse',
    text: "Diets differ by species: leopard geckos eat only insects, bearded dragons eat mostly insects when young and mostly leafy greens as adults, and snakes eat whole prey. Feed insects a nutritious diet for a day or two before offering them (gut loading) and dust them with a calcium supplement as your species' care sheet advises. Offer snakes frozen-thawed rodents rather than live prey, which can injure them. Prey should be no larger than the space between a lizard's eyes, and uneaten live insects should be removed.",
  },
  {
    id: 'nutrition-turtle-tortoise-diet',
    species: 'reptile',
    title: 'Feeding turtles, terrapins and tortoises',
    keywords:
      'turtle food, what do turtles eat, terrapin diet, red eared slider diet, slider food, tortoise diet, what do tortoises eat, turtle pellets, tortoise weeds',
    text: 'Water turtles and terrapins, such as red-eared sliders, are omnivores: feed a commercial aquatic turtle pellet, with leafy greens and aquatic plants, plus occasional insects, worms or small whole fish; young turtles need more protein, adults more greens. Feed them in the water, in amounts they finish within a few minutes, daily for juveniles and every other day for adults. Most tortoises are grazers of high-fibre weeds and greens (dandelion, plantain, sow thistle, leafy lettuces other than iceberg) with little or no fruit and no meat, plus a calcium supplement. All need UVB lighting to use the calcium.',
  },
  {
    id: 'nutrition-weaning',
    species: 'any',
    lifeStage: 'young',
    title: 'Weaning kittens and puppies onto solid food',
    keywords:
      'weaning, wean, weaned, solid food, start eating solid food, when do kittens eat solid food, when do puppies eat solid food, gruel, mush, off milk',
    text: 'Kittens and puppies start to lap and chew solid food at about three to four weeks of age. Offer a gruel of good-quality kitten or puppy food softened with warm water or milk replacer (never cow’s milk) in a shallow dish a few times a day, and make it thicker over the following weeks. Most are fully weaned by six to eight weeks and should stay with their mother until at least eight weeks. Weigh them regularly: steady gain shows it is working, and one that stops gaining, has diarrhoea or will not eat needs a vet.',
  },
]);
