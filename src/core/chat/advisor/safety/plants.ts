import type { Substance } from './substance.js';

/**
 * House and garden plants people ask about, with the verdicts the ASPCA and veterinary poison
 * services give. True lilies stay with the foods table (`lilies`); the plants here whose names
 * contain "lily" but are not true lilies (peace lily, calla lily) are listed first so they win.
 */
export const PLANTS: readonly Substance[] = [
  {
    id: 'oxalate-houseplants',
    names:
      /\b(peace lil(y|ies)|calla lil(y|ies)|arum lil(y|ies)|pothos|devils ivy|philodendrons?|monsteras?|swiss cheese plants?|dieffenbachia|dumb ?canes?|zz plants?|zamioculcas|caladiums?|elephant ears?|alocasia|syngonium|arrowhead plants?)\b/,
    verdicts: {
      any: {
        safety: 'unsafe',
        answer:
          'No, keep it out of reach: pothos (devil’s ivy), philodendron, monstera, dieffenbachia, peace lily and their relatives contain needle-like calcium oxalate crystals that burn the mouth, so a pet that chews it drools, paws at its mouth, vomits and may have a swollen tongue or throat. It is not usually deadly (a peace lily or calla lily is not a true lily), but rinse the mouth, offer water and call your vet if the swelling affects breathing.',
      },
    },
  },
  {
    id: 'sago-palm',
    names: /\b(sago palms?|cycads?|cycas)\b/,
    verdicts: {
      any: {
        safety: 'unsafe',
        answer:
          'No: the sago palm is one of the most dangerous plants for pets. Every part, especially the seeds, causes liver failure, and many dogs that eat it die even with treatment. If your pet has chewed any, go to a vet now.',
      },
    },
  },
  {
    id: 'heart-toxic-plants',
    names: /\b(oleander|foxgloves?|digitalis|lily of the valley|yews?|yew (tree|hedge|berries))\b/,
    verdicts: {
      any: {
        safety: 'unsafe',
        answer:
          'No: this plant is highly poisonous to dogs, cats, rabbits and birds. It affects the heart, causing vomiting, a slow or irregular heartbeat, collapse and death, sometimes from a few leaves. Remove it from where pets go, and if yours has chewed any, go to a vet now.',
      },
    },
  },
  {
    id: 'azalea',
    names: /\b(azaleas?|rhododendrons?)\b/,
    verdicts: {
      any: {
        safety: 'unsafe',
        answer:
          'No: azaleas and rhododendrons are poisonous to pets. A few leaves can cause drooling, vomiting, weakness and heart rhythm problems, and rabbits, guinea pigs and birds are especially at risk. Call your vet if your pet has eaten any.',
      },
    },
  },
  {
    id: 'bulbs',
    names:
      /\b(tulips?|tulip bulbs?|daffodils?|narcissus|hyacinths?|crocus(es)?|autumn crocus|bluebells?|amaryllis|snowdrops?|bulbs?)\b/,
    verdicts: {
      any: {
        safety: 'unsafe',
        answer:
          'No: tulips, daffodils, hyacinths, bluebells and amaryllis are poisonous to pets, and the bulbs are the most toxic part. They cause drooling, vomiting and diarrhoea, and a dug-up bulb can also cause heart problems or a blockage; autumn crocus is deadly. Keep bulbs out of reach when planting, and call your vet if your pet has chewed one.',
      },
    },
  },
  {
    id: 'aloe-vera',
    names: /\b(aloe( vera)?)\b/,
    verdicts: {
      any: {
        safety: 'unsafe',
        answer:
          'No, do not let your pet eat aloe vera: the plant’s latex (saponins and anthraquinones) causes vomiting, diarrhoea and lethargy in dogs and cats. The clear gel used on skin is less of a problem, but keep the plant out of reach and do not put aloe products where your pet can lick them.',
      },
    },
  },
  {
    id: 'ivy',
    names: /\b(english ivy|ivy|ivies)\b/,
    verdicts: {
      any: {
        safety: 'unsafe',
        answer:
          'No: ivy (English ivy) is mildly poisonous to pets. Its leaves and berries cause drooling, vomiting, stomach pain and diarrhoea, and the sap can irritate skin. It is rarely deadly, but keep pets from chewing it and call your vet if yours has eaten a lot.',
      },
    },
  },
  {
    id: 'poinsettia',
    names: /\b(poinsettias?)\b/,
    verdicts: {
      any: {
        safety: 'caution',
        answer:
          'Mildly toxic, not deadly: the milky sap of poinsettias irritates the mouth and stomach, so a pet that chews one may drool or vomit, but serious poisoning is rare. Keep it out of reach; holly and mistletoe, also common at Christmas, are more toxic.',
      },
    },
  },
  {
    id: 'christmas-plants',
    names: /\b(holly|mistletoe|christmas (cactus|tree|trees)|pine needles?)\b/,
    verdicts: {
      any: {
        safety: 'caution',
        answer:
          'Keep them away: holly and mistletoe berries are toxic and cause vomiting and diarrhoea (mistletoe can also affect the heart), and pine needles from a Christmas tree can irritate the mouth and stomach or cause a blockage. A Christmas cactus is not toxic. Keep berries and needles swept up and water additives covered.',
      },
    },
  },
  {
    id: 'garden-toxic-plants',
    names:
      /\b(hydrangeas?|cyclamens?|kalanchoes?|jade plants?|snake plants?|mother in laws tongue|chrysanthemums?|mums|geraniums?|begonias?|lupins?|laburnum|wisteria|clematis|buttercups?|ragwort|deadly nightshade|nightshade|hemlock|privet|laurel|cherry laurel|horse chestnuts?|conkers?|acorns?|oak leaves|tomato (plants?|leaves|vines?)|potato (plants?|leaves)|rhubarb( leaves)?)\b/,
    verdicts: {
      any: {
        safety: 'unsafe',
        answer:
          'No, keep pets away from it: this plant is toxic to pets and commonly causes drooling, vomiting and diarrhoea; some (cyclamen and kalanchoe, laburnum, ragwort, conkers and acorns, rhubarb leaves, the green parts of tomato and potato plants) can also harm the heart, liver or kidneys. Rabbits, guinea pigs and tortoises that graze garden plants are especially at risk. Call your vet if your pet has eaten some.',
      },
    },
  },
  {
    id: 'lavender-plant',
    names: /\b(lavender)\b/,
    verdicts: {
      cat: {
        safety: 'unsafe',
        answer:
          'No, not for cats: lavender contains linalool, which cats cannot break down well, and lavender oil in a diffuser, spray or on the skin is the most dangerous form (drooling, vomiting, wobbliness, liver damage). Brushing past a garden plant is unlikely to harm a cat, but do not diffuse or apply lavender oil around it.',
      },
      any: {
        safety: 'caution',
        answer:
          'In small amounts the plant is not dangerous: lavender is only mildly toxic to dogs, and nibbling a garden plant usually causes no more than an upset stomach. Lavender oil is a different matter: do not put it on your pet or let it lick it, and keep diffusers away from cats and birds.',
      },
    },
  },
  {
    id: 'pet-safe-plants',
    names:
      /\b(spider plants?|boston ferns?|ferns?|orchids?|calatheas?|prayer plants?|parlou?r palms?|areca palms?|money trees?|african violets?|bamboo palms?|roses?|sunflowers?(?! seeds?)|marigolds?|calendula|petunias?|snapdragons?|cornflowers?|nasturtiums?|camellias?)\b/,
    verdicts: {
      any: {
        safety: 'safe',
        answer:
          'Yes, this plant is considered non-toxic to dogs and cats: chewing it may cause a mild stomach upset at most, because leaves are hard to digest. Watch for thorns on roses and for pesticides, and for rabbits and guinea pigs give only small amounts of unsprayed petals or leaves, new foods one at a time.',
      },
    },
  },
  {
    id: 'catnip',
    names: /\b(catnip|catmint|cat ?grass|valerian|silver ?vine|cat thyme)\b/,
    verdicts: {
      any: {
        safety: 'safe',
        answer:
          'Yes: catnip, cat grass and silver vine are safe for cats. Catnip makes about two thirds of cats playful or mellow for ten minutes or so; eating a lot can cause a mild stomach upset. Cat grass (oat or wheat grass) gives indoor cats something safe to chew instead of houseplants.',
      },
    },
  },
  {
    id: 'herbs',
    names:
      /\b(basil|rosemary|thyme|parsley|coriander|cilantro|dill|mint leaves|fresh mint|mint plants?|(pepper|spear)mint(?! oil)|sage|oregano)\b/,
    verdicts: {
      any: {
        safety: 'safe',
        answer:
          'Yes, in small amounts: basil, rosemary, thyme, parsley, coriander, dill and mint are safe for dogs and cats as a sprinkle, and fresh herbs are a welcome part of a rabbit’s or guinea pig’s greens. Large amounts of mint or oregano can upset the stomach, and essential oils made from herbs are not safe.',
      },
    },
  },
  {
    // Before grass: "a dandelion from the lawn" asks about the dandelion.
    id: 'dandelion',
    names: /\bdandelions?\b/,
    verdicts: {
      reptile: {
        safety: 'safe',
        answer:
          'Yes: dandelion leaves and flowers are one of the best foods for tortoises and many lizards, rich in calcium and fibre, as long as they were not sprayed with weedkiller or fertiliser and were not picked beside a busy road.',
      },
      any: {
        safety: 'safe',
        answer:
          'Yes: dandelion leaves and flowers are safe and healthy for rabbits, guinea pigs and tortoises, and a dog or cat that nibbles one comes to no harm, as long as they were not sprayed with weedkiller or fertiliser or picked beside a busy road.',
      },
    },
  },
  {
    id: 'grass',
    names: /\b(grass|lawn)\b/,
    verdicts: {
      rabbit: {
        safety: 'safe',
        answer:
          'Yes: fresh grass is a natural, healthy food for rabbits, as long as it has not been sprayed and is not from a lawnmower (cuttings ferment and cause bloat). Introduce it gradually if your rabbit is not used to it, alongside plenty of hay.',
      },
      'small-pet': {
        safety: 'safe',
        answer:
          'Yes: fresh, unsprayed grass is good for guinea pigs and other herbivores, picked by hand (never lawnmower cuttings, which ferment). Introduce it gradually alongside unlimited hay.',
      },
      any: {
        safety: 'safe',
        answer:
          'Yes, usually: eating some grass is normal for dogs and cats and rarely harmful. Avoid lawns treated with weedkiller or fertiliser, watch for grass seeds (awns) that lodge in ears and paws, and see your vet if grass-eating comes with repeated vomiting or your pet seems unwell.',
      },
    },
  },
];
