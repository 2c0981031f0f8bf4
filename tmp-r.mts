import { reportsHarmNow } from './src/core/chat/advisor/emergencies.js';
const q = process.argv[2]!;
for (const id of ['emergency-permethrin-cats','emergency-poisoning-general']) console.log(id, reportsHarmNow(q, { entryId: id, poisoning: true }));
