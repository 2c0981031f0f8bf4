/**
 * The terms of conditions and substances that blind development files chose alike, word for word:
 * written once here. A file keeps a list of its own where its writer chose differently (a name
 * given several different lists stays in each file).
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
