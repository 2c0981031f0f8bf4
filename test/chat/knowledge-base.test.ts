import { describe, expect, it } from 'vitest';
import { EMERGENCY_ENTRY_IDS } from '../../src/core/chat/advisor/emergencies.js';
import { KNOWLEDGE_BASE } from '../../src/core/chat/advisor/knowledge/index.js';
import { KNOWLEDGE_CATEGORIES, PET_SPECIES } from '../../src/core/chat/advisor/knowledge/types.js';

describe('the pet-advisor-1 knowledge base', () => {
  it('holds at least 150 entries, with every category well covered', () => {
    expect(KNOWLEDGE_BASE.length).toBeGreaterThanOrEqual(150);
    for (const category of KNOWLEDGE_CATEGORIES) {
      expect(KNOWLEDGE_BASE.filter((entry) => entry.category === category).length).toBeGreaterThanOrEqual(20);
    }
  });

  it('covers every species we advise on', () => {
    for (const species of PET_SPECIES) {
      expect(KNOWLEDGE_BASE.filter((entry) => entry.species === species).length).toBeGreaterThanOrEqual(5);
    }
  });

  it('has unique ids named after their category', () => {
    const ids = KNOWLEDGE_BASE.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of KNOWLEDGE_BASE)
      expect(entry.id.startsWith(`${entry.category}-`), entry.id).toBe(true);
  });

  it('gives every entry a title, keywords and a text of two to five sentences', () => {
    for (const entry of KNOWLEDGE_BASE) {
      expect(entry.title.length, entry.id).toBeGreaterThan(3);
      expect(entry.keywords.length, entry.id).toBeGreaterThanOrEqual(3);
      expect(
        entry.keywords.every((keyword) => keyword.length > 0),
        entry.id,
      ).toBe(true);
      const sentences = entry.text.split(/(?<=[.!?])\s+(?=[A-Z"])/);
      expect(sentences.length, entry.id).toBeGreaterThanOrEqual(2);
      expect(sentences.length, entry.id).toBeLessThanOrEqual(5);
    }
  });

  it('contains the first-aid entry of every recognised emergency', () => {
    const ids = new Set(KNOWLEDGE_BASE.map((entry) => entry.id));
    for (const id of EMERGENCY_ENTRY_IDS) expect(ids.has(id), id).toBe(true);
  });
});
