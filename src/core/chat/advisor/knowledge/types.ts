export const KNOWLEDGE_CATEGORIES = [
  'health',
  'nutrition',
  'behaviour',
  'breeds',
  'adoption',
  'emergency',
] as const;
export type KnowledgeCategory = (typeof KNOWLEDGE_CATEGORIES)[number];

export const PET_SPECIES = ['dog', 'cat', 'rabbit', 'bird', 'reptile'] as const;
export type PetSpecies = (typeof PET_SPECIES)[number];

/**
 * One curated piece of pet-care guidance, written for this product from common veterinary
 * knowledge (AVMA, ASPCA, RSPCA, Merck Veterinary Manual level). `text` is what users read.
 */
export interface KnowledgeEntry {
  /** Stable id, `<category>-<topic>`; emergency rules refer to entries by id. */
  id: string;
  category: KnowledgeCategory;
  /** `any` when the advice holds for every species we cover. */
  species: PetSpecies | 'any';
  title: string;
  /** Words and phrases people use when asking about this topic; weighted above the text. */
  keywords: string[];
  /** Two to five practical sentences. */
  text: string;
  /** Set on advice for one life stage only, so a one-year-old rabbit is not given senior care. */
  lifeStage?: 'young' | 'senior';
  /**
   * Set on advice for an animal outside the five species (a guinea pig, a hamster, fish): it does
   * not answer a question framed by one of them ("my bunny needs something to chew on").
   */
  otherAnimal?: string;
}
