import type { KnowledgeCategory, KnowledgeEntry, PetSpecies } from './types.js';

/** An entry as written in the category files: keywords as one comma-separated line. */
export interface KnowledgeDraft {
  id: string;
  species: PetSpecies | 'any';
  title: string;
  keywords: string;
  text: string;
  lifeStage?: 'young' | 'senior';
  otherAnimal?: string;
}

export function defineEntries(
  category: KnowledgeCategory,
  drafts: readonly KnowledgeDraft[],
): KnowledgeEntry[] {
  return drafts.map((draft) => ({
    ...draft,
    category,
    keywords: draft.keywords.split(',').map((keyword) => keyword.trim()),
  }));
}
