/**
 * The terms of conditions and substances that two blind development files chose alike, word for
 * word (`emergency-behaviour.ts`, `emergency-own-diagnoses.ts`): written once here. Each file
 * keeps the lists its writer chose differently.
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
