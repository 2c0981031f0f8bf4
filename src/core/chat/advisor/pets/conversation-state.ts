import type { CatalogPet, CatalogQuery } from '../catalog-port.js';
import type { EmergencyMatch } from '../emergency-rules/rule.js';
import type { PetSpecies } from '../knowledge/types.js';

/** The last listing of catalog pets, so "show me more" continues it and "which is cheapest?" narrows it. */
export interface ListingState {
  query: CatalogQuery;
  /** A kind within the species ("lizard"), filtered on the breed. */
  kind: string | undefined;
  /** The pets shown in the last page, in order. */
  names: string[];
  /** How many of the matches have been shown so far, pages before included. */
  shown: number;
}

/**
 * What the conversation has established, rebuilt on every request from the user's turns and the
 * catalog lookups they lead to (the gateway keeps no chat state, and the advisor never reads its
 * own earlier wording back): each earlier turn is decided again, and its lookups update this.
 */
export interface ConversationState {
  /** Every catalog pet the conversation has looked up or listed, most recent last, each once. */
  mentioned: string[];
  /** The pet the conversation is about now: the one last answered about, or a listing's top pick. */
  focus: string | undefined;
  listing: ListingState | undefined;
  /** The emergency recognised in an earlier turn, and how many user turns ago. */
  emergency: { matches: EmergencyMatch[]; turnsAgo: number } | undefined;
}

export const EMPTY_STATE: ConversationState = {
  mentioned: [],
  focus: undefined,
  listing: undefined,
  emergency: undefined,
};

/** The view of the state that pet references are resolved against. */
export interface ConversationPets {
  mentioned: string[];
  lastListing: string[];
  focus: string | undefined;
  lastListingSpecies: PetSpecies | undefined;
}

export function petsOf(state: ConversationState): ConversationPets {
  return {
    mentioned: state.mentioned,
    lastListing: state.listing?.names ?? [],
    focus: state.focus,
    lastListingSpecies: state.listing?.query.species,
  };
}

export function withMentioned(state: ConversationState, pets: readonly CatalogPet[]): ConversationState {
  const names = pets.map((pet) => pet.name);
  const lower = new Set(names.map((name) => name.toLowerCase()));
  return {
    ...state,
    mentioned: [...state.mentioned.filter((name) => !lower.has(name.toLowerCase())), ...names],
  };
}

/** A new user turn: an emergency recognised earlier is one turn further back. */
export function nextTurn(state: ConversationState): ConversationState {
  const emergency =
    state.emergency === undefined
      ? undefined
      : { ...state.emergency, turnsAgo: state.emergency.turnsAgo + 1 };
  return { ...state, emergency };
}
