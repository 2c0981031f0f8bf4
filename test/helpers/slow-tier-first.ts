import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The tiers in the order their files start: the longest files first, the quick ones last. */
const TIER_ORDER: Record<string, number> = { slow: 0, doors: 1, unit: 2 };

/**
 * vitest queues the projects by name (doors, slow, unit). The slow tier is a group of its own that
 * runs first (`sequence.groupOrder` in vitest.config.ts); within the second group, the door files
 * start before the unit files, so the many short unit files fill the workers at the end. Within a
 * tier the order stays vitest's own (failed first, then the longest of the last run).
 */
export default class SlowTierFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => TIER_ORDER[file.project.name] ?? 1;
    return sorted
      .map((file, index) => ({ file, index }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index)
      .map(({ file }) => file);
  }
}
