/**
 * The terms of conditions and substances that blind development files chose alike, word for word:
 * written once here. A file keeps a list of its own under the same name where its writer chose
 * differently.
 */
export const COOL = ['cool'];
export const ANTIFREEZE = ['antifreeze', 'ethylene glycol', 'coolant'];
export const LILY = ['lily', 'lilies'];
export const RAT_BAIT = ['rat bait', 'rat poison', 'rodenticide', 'anticoagulant', 'bait'];
export const CHOCOLATE = ['chocolate', 'theobromine'];
export const BLADDER = ['block', 'urethr', 'obstruct', 'bladder'];
export const BLOAT = ['bloat', 'GDV', 'twist', 'torsion', 'dilatation'];
export const BREATHING = ['breath', 'airway', 'oxygen'];
export const SEIZURE = ['seizure', 'fit', 'convuls'];
export const COLLAPSE = ['collapse', 'shock', 'unconscious', 'faint'];
export const STASIS = ['stasis', 'gut', 'digest', 'ileus'];
export const BLUE = ['blue', 'purple', 'cyano', 'oxygen'];
export const CLOT = ['clot', 'thrombo', 'blood flow', 'blood supply', 'circulation'];
export const DISC = ['disc', 'disk', 'spin', 'paralys', 'ivdd'];
export const LIVER = ['liver', 'jaundice', 'lipidosis'];
export const NICOTINE = ['nicotine'];
export const PROLAPSE = ['prolapse'];
export const HEAT = ['heatstroke', 'heat stroke', 'overheat', 'hyperthermia'];
export const XYLITOL = ['xylitol'];
export const GRAPES = ['grape', 'raisin', 'sultana', 'currant'];
export const BIRTH = ['labour', 'labor', 'birth', 'whelp', 'queening', 'kindling', 'dystocia', 'contraction'];
export const IBUPROFEN = ['ibuprofen', 'NSAID', 'anti-inflammator', 'painkiller'];
export const PARACETAMOL = ['paracetamol', 'acetaminophen', 'tylenol'];
export const PALE = ['pale', 'white', 'anaemi', 'anemi', 'blood loss', 'bleed', 'shock'];
export const SWALLOWED = ['obstruct', 'blockage', 'block', 'intestin', 'bowel', 'x-ray'];
export const ALLERGY = ['allerg', 'anaphyla', 'sting', 'swell'];
export const EGG = ['egg'];
export const FLYSTRIKE = ['flystrike', 'fly strike', 'maggot'];
export const ELECTRIC = ['electr', 'shock', 'burn'];
export const PAINKILLER = [
  'ibuprofen',
  'nsaid',
  'anti-inflammator',
  'painkiller',
  'paracetamol',
  'acetaminophen',
];
export const PRESSURE = ['pressure', 'press'];
export const PARVO = ['parvo', 'dehydrat'];
export const SUGAR = ['blood sugar', 'hypoglyc', 'glucose', 'sugar'];
export const WARM = ['warm'];
export const MOIST = ['moist', 'damp', 'wet', 'lubricat'];
export const INJURY = ['internal', 'injur', 'bleed', 'shock'];
export const PYOMETRA = ['pyometra', 'womb', 'uterus', 'uterine'];
export const TOAD = ['toad'];
export const PERMETHRIN = ['permethrin', 'flea'];
export const COLIC = ['colic'];
export const SLUG_BAIT = ['metaldehyde', 'slug'];
export const BURN = ['burn', 'scald'];
export const SNAKE = ['adder', 'snake', 'venom'];
export const EYE = ['eye'];
export const GUMS = ['gum'];
export const STRING = ['string', 'thread', 'linear'];
export const BLEEDING = ['bleed', 'blood'];
export const ONION = ['onion', 'garlic', 'allium', 'anaemi', 'anemi'];
export const PACKAGING = ['packaging', 'packet', 'wrapper', 'label', 'bottle', 'box', 'container'];
export const KIDNEY = ['kidney', 'renal'];
export const ALCOHOL = ['alcohol', 'ethanol'];
export const SLUG = ['slug', 'metaldehyde'];
export const RINSE = ['rinse', 'flush', 'wipe', 'water'];
export const BATTERY = ['battery', 'batteries', 'burn', 'corros'];
export const SLUG_PELLETS = ['metaldehyde', 'slug'];
export const AVOCADO = ['avocado', 'persin'];
export const CAFFEINE = ['caffeine', 'coffee'];
