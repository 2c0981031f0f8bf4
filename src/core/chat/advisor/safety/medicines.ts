import type { Substance } from './substance.js';

/**
 * Human medicines and pet products people ask about giving. Conservative on purpose: anything a
 * vet may prescribe at a pet dose is "only with your vet's dose", never a home dose.
 */
export const MEDICINES: readonly Substance[] = [
  {
    id: 'ibuprofen',
    names: /\b(ibuprofen|advil|nurofen|motrin|naproxen|aleve|diclofenac|voltaren)\b/,
    verdicts: {
      any: {
        safety: 'unsafe',
        answer:
          'No: never give ibuprofen, naproxen or other human anti-inflammatories to a pet. Even one tablet can cause stomach ulcers and kidney failure in dogs, and cats are more sensitive still. If your pet is in pain, your vet can prescribe a pet-licensed anti-inflammatory (such as carprofen or meloxicam) dosed for its weight.',
      },
    },
  },
  {
    id: 'paracetamol',
    names:
      /\b(parac[a-z]{1,2}t[a-z]{1,2}mols?|paracetamol|acetaminophen|tylenol|panadol|calpol|crocin|dolo|tempra|tachipirina|doliprane|efferalgan|dafalgan|perfalgan)\b/,
    verdicts: {
      cat: {
        safety: 'unsafe',
        answer:
          'No: paracetamol (acetaminophen, Tylenol) is deadly to cats. A fraction of one tablet damages red blood cells so they cannot carry oxygen, and harms the liver; there is no safe home dose. Ask your vet for a cat-safe pain reliever.',
      },
      any: {
        safety: 'vet-only',
        answer:
          'Not unless your vet prescribes it: paracetamol (acetaminophen, Tylenol) can damage the liver and red blood cells, the safe dose is narrow, and combination products often add other drugs that are dangerous. Never give it to cats at all. Ask your vet for a pain reliever made for your pet.',
      },
    },
  },
  {
    id: 'aspirin',
    names: /\b(aspirin|asprin)\b/,
    verdicts: {
      cat: {
        safety: 'unsafe',
        answer:
          'No: do not give your cat aspirin. Cats break it down very slowly, so a dose that sounds small builds up to poisoning, with vomiting, stomach bleeding and breathing changes. Your vet can prescribe pain relief that is safe for cats.',
      },
      any: {
        safety: 'vet-only',
        answer:
          'Not without your vet: aspirin can cause stomach ulcers and bleeding, and it must never be combined with prescribed anti-inflammatories or steroids. Pet-licensed pain relievers work better and more safely, so ask your vet.',
      },
    },
  },
  {
    // "my back pain tablets", "her period pills", "the kids' fever syrup": a painkiller named by
    // what it is for; which one it is does not change the answer.
    id: 'human-painkillers',
    names:
      /\b(pain ?killers?|pain (tablets?|pills?|meds|medicines?|medication|relief|relievers?)|(back|period|headache|migraine|tooth ?ache|arthritis) (tablets?|pills?|meds|medicines?|medication)|fever (syrup|medicine|reducers?|drops))\b/,
    verdicts: {
      any: {
        safety: 'unsafe',
        answer:
          'No: do not give a pet your own painkillers, whatever the ache. The common ones (ibuprofen, naproxen, aspirin, paracetamol and tablets that add codeine or caffeine) cause stomach ulcers, kidney or liver damage and, in cats, a deadly anaemia at doses that sound small. Your vet can prescribe a pain reliever made for pets, dosed for its weight.',
      },
    },
  },
  {
    id: 'antihistamines',
    names:
      /\b(benadryl|diphenhydramine|antihistamines?|piriton|chlorphenamine|zyrtec|cetirizine|claritin|loratadine|fexofenadine|allegra|telfast|(hay ?fever|allergy|allergies) (tablets?|pills?|meds|medicines?|medication|remedy|remedies|capsules?))\b/,
    verdicts: {
      any: {
        safety: 'vet-only',
        answer:
          'Only with a dose from your vet: plain diphenhydramine (Benadryl) or cetirizine are sometimes used in dogs and cats, but the dose depends on weight, and some products add a decongestant (pseudoephedrine) or xylitol that can poison pets. Ask your vet before the first dose, and check the itching itself with them, since allergies and parasites need their own treatment.',
      },
    },
  },
  {
    id: 'cold-medicine',
    names:
      /\b(pseudoephedrine|sudafed|decongestants?|cold (and flu )?(medicine|tablets|remedy)|dayquil|nyquil|cough (syrup|medicine|mixture|linctus|drops|sweets)|lemsip|benylin|robitussin|dextromethorphan)\b/,
    verdicts: {
      any: {
        safety: 'unsafe',
        answer:
          'No: human cold, flu and cough medicines are dangerous for pets. Decongestants such as pseudoephedrine cause a racing heart, tremors and seizures, many products also contain paracetamol, ibuprofen or xylitol, and cough suppressants such as dextromethorphan cause agitation and vomiting. See your vet about the symptoms instead.',
      },
    },
  },
  {
    id: 'loperamide',
    names: /\b(imodium|loperamide|pepto[- ]?bismol|bismuth)\b/,
    verdicts: {
      any: {
        safety: 'vet-only',
        answer:
          'Only if your vet says so: loperamide (Imodium) can be dangerous for herding breeds with the MDR1 gene and for cats, and Pepto-Bismol contains a salicylate (aspirin-like) that cats do not tolerate. Mild diarrhoea in an otherwise bright adult pet usually settles with a bland diet; ask your vet if it lasts or your pet seems unwell.',
      },
    },
  },
  {
    id: 'dog-flea-products-on-cats',
    endangers: 'cat',
    names:
      /\b(permethrin|advantix|dogs? flea (\w+ )?(drops?|spot-?on|treatment|spray|collar|shampoo|medicine|product)|flea \w+ for dogs|(dogs?|canine|pupp(y|ies)) ((\w+ ){0,3}(flea|tick)|spot[- ]?on|frontline|advantage|bravecto|nexgard|seresto|pipettes?)|(flea|tick|spot[- ]?ons?|frontline|advantage|advantix|bravecto|nexgard|seresto|simparica|credelio|stronghold|revolution) (\w+ ){0,4}(for|meant for|made for|from|of) (the |my |our )?(dogs?|pupp(y|ies)))\b/,
    verdicts: {
      cat: {
        safety: 'unsafe',
        answer:
          'No: never put a dog flea product on a cat. Many contain permethrin, which causes twitching, tremors and seizures in cats, sometimes fatal. Use only products labelled for cats and for your cat’s weight, and keep cats away from a freshly treated dog until the product has dried.',
      },
      rabbit: {
        safety: 'unsafe',
        answer:
          'No: never use a dog’s flea product on a rabbit, not even a smaller amount. Many contain fipronil (Frontline), which has killed rabbits, or permethrin, which is also dangerous to them. Ask your vet for a flea treatment licensed for rabbits and dosed for your rabbit’s weight.',
      },
      'small-pet': {
        safety: 'unsafe',
        answer:
          'No: dog flea products are dosed for much bigger animals, and a smaller amount is not a safe dose. Some contain fipronil or permethrin, which can poison guinea pigs, hamsters, ferrets and other small pets; your vet can prescribe a product that is safe for yours.',
      },
      any: {
        safety: 'caution',
        answer:
          'Only on the animal the product is labelled for, at its weight: dog flea products are safe for dogs when used as directed, but many contain permethrin, which is toxic to cats. Keep cats away from a freshly treated dog until it has dried.',
      },
    },
  },
  {
    id: 'essential-oils',
    names:
      /\b(tea[- ]?tree( oil)?|melaleuca|essential oils?|(lavender|eucalyptus|peppermint|citrus|orange|lemon|clove|cinnamon|wintergreen|pine|ylang ylang|pennyroyal|citronella) oils?|oil diffusers?|diffus(e|ing|ers?)|reed diffusers?|aromatherapy)\b/,
    verdicts: {
      cat: {
        safety: 'unsafe',
        answer:
          'No: do not put tea tree or other essential oils on your cat, nor in the air around it. Cats lack the liver enzymes that break down many oils, so tea tree, lavender, eucalyptus, citrus, peppermint and pine oils can cause drooling, wobbliness, breathing trouble and liver damage, and oil from an electric, reed or nebulising diffuser settles on the fur and is licked off. Use no oils on or near your cat, keep diffusers out of rooms it uses, and ask your vet for cat-safe products for skin or calming.',
      },
      bird: {
        safety: 'unsafe',
        answer:
          'No: do not run an oil diffuser, reed diffuser or oil burner in a room with birds. Their lungs and air sacs take in the air far more efficiently than ours, so the fine droplets of lavender, tea tree, eucalyptus and other oils irritate and damage their airways, and never put oils on a bird’s feathers. Keep the bird’s room free of scents and well ventilated; fluffing up, tail bobbing or breathing with the beak open need an avian vet.',
      },
      any: {
        safety: 'unsafe',
        answer:
          'No: do not put tea tree or other essential oils on your pet. Tea tree oil absorbed through the skin causes weakness, tremors and liver damage, especially in cats and small dogs, and cats and birds are also harmed by concentrated oils in diffusers. Use products made for pets, and ask your vet about skin problems.',
      },
    },
  },
  {
    id: 'human-toothpaste',
    names: /\b(human toothpaste|my toothpaste|regular toothpaste|toothpaste)\b/,
    verdicts: {
      any: {
        safety: 'unsafe',
        answer:
          'No: do not use human toothpaste on your pet. It may contain xylitol, which is poisonous to dogs, and fluoride and foaming agents that pets swallow. Use an enzymatic toothpaste made for pets, which is safe to swallow.',
      },
    },
  },
  {
    id: 'another-pets-medicine',
    names:
      /\b((dogs?|cats?|pupp(y|ys|ies)|kittens?|other pets?|rabbits?) (\w+ )?(worm(ing|er)s?|worm tablets?|medicines?|medications?|meds|tablets?|pills?|antibiotics?|prescriptions?)|(metacam|meloxicam|loxicom|rimadyl|carprofen|onsior|robenacoxib|previcox|gabapentin|apoquel|prednisolone|steroids?|antibiotics?|amoxicillin|clavamox|synulox)|left ?over (medicines?|medications?|meds|tablets|pills|antibiotics))\b/,
    verdicts: {
      any: {
        safety: 'vet-only',
        answer:
          'Only if your vet prescribes it for this pet: doses differ by species and weight, some dog medicines are dangerous for cats at the dog dose (anti-inflammatories such as meloxicam and some wormers among them), and leftover antibiotics may be the wrong drug for a new problem, while a part-course breeds resistance. Call your vet, who can often prescribe quickly, and keep each pet’s medicines labelled and apart.',
      },
    },
  },
  {
    id: 'human-painkillers',
    names:
      /\b(painkillers?|pain killers?|pain relief|pain meds|pain medications?|pain pills|something for (the |his |her |its )?pain|(give|gave|use) (\w+ ){0,3}for (the |his |her |its |their )?pain|human (medicines?|medications?|meds|pills|tablets|painkillers?)|(my|our) (medicine cabinet|pills|tablets|meds|medications?))\b/,
    verdicts: {
      any: {
        safety: 'unsafe',
        answer:
          'No: do not give your pet human painkillers or other human medicines. Ibuprofen, naproxen and paracetamol are poisonous to pets even at small doses (paracetamol can kill a cat), and a safe dose of any medicine depends on the species, weight and health. Your vet can prescribe a pain reliever made for animals; call them today if your pet is in pain.',
      },
    },
  },
  {
    // "I've got my own tramadol", "half a diazepam to calm him": strong prescription tablets
    // kept for a person, offered for a pet's pain or fear.
    id: 'human-opioids-and-sedatives',
    names:
      /\b(tramadol|codeine|co-?codamol|co-?dydramol|dihydrocodeine|morphine|oxycodone|oxycontin|vicodin|hydrocodone|percocet|diazepam|valium|xanax|alprazolam|lorazepam|ativan|zopiclone|zolpidem|ambien|sleeping (tablets?|pills?))\b/,
    verdicts: {
      any: {
        safety: 'unsafe',
        answer:
          'No: do not give a pet your own tramadol, codeine, morphine or a sedative such as diazepam. Tablets made for people are far too strong for most pets, many add paracetamol that harms dogs and kills cats, too much slows the breathing and the heart, and a sedated pet cannot show the vet how badly it hurts. Your vet can give pain relief or calming medicine dosed for its species and weight, so call them now.',
      },
    },
  },
  {
    id: 'human-eye-and-ear-drops',
    names:
      /\b((human|my|your|own|visine|redness|allergy|murine|optrex) (eye|ear) ?drops|eye ?drops|ear ?drops|visine|optrex)\b/,
    verdicts: {
      any: {
        safety: 'unsafe',
        answer:
          'No: do not use human eye or ear drops on a pet. Redness relievers (tetrahydrozoline, naphazoline) are poisonous if licked or swallowed, steroid drops can turn a scratch on the eye into a deep ulcer, and ear drops can harm a ruptured eardrum. Sterile saline is fine to rinse out dust; a red, squinting or weeping eye or a sore ear needs your vet.',
      },
    },
  },
];
