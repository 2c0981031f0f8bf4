import { describe, expect, it } from 'vitest';
import { URGENT, converse, lastAnswer } from './support.js';

/**
 * Emergencies told in words the rules did not read: a recovery denied ("hasn't come back to
 * herself"), a scald from a kettle, a pet that "got half a bar", patois and dialect verbs, bait
 * residue on the nose, a breed named only as "British blue", a sock missing after vomiting, and a
 * clause in another language inside an English sentence.
 */
describe('emergencies in words the rules did not read', () => {
  it.each([
    ['my collie had two fits this evening and still has not come back to herself', /seizure|fit/i],
    [
      'the kettle tipped over and splashed my rabbit, his fur is falling out and the skin is raw',
      /burn|scald/i,
    ],
    ['my jack russell got half a bar of 85% dark chocolate off the desk', /chocolate/i],
    ['me dog nyammed a big bunch of grapes off the counter', /grape/i],
    ['the radiator in the garage has a leak and the cat was lapping at the puddle', /antifreeze|ethylene/i],
    ['the old tom, a british blue, keeps squatting in the tray and nothing comes out', /urin|block/i],
    ['my rabbit aint ate nothing all day and there are no little poop balls in her tray', /stasis/i],
    [
      'our ferret came out from under the shed with blue stuff on her nose and there is rat bait under there',
      /rat|bait/i,
    ],
    [
      'my tom keeps yowling in his tray and when I feel the litter afterwards it is dry every time',
      /urin|block/i,
    ],
    [
      'the back end of my lop smells rotten and there are little white things wriggling in the fur',
      /fly ?strike|maggot/i,
    ],
    ['the puppy swallowed a hair tie and a bit of it is poking out of his bottom', /swallow|string|object/i],
    ['my nephew shared his xylitol mints with our whippet, about six of them', /xylitol/i],
    [
      'after a long run in the midday sun my pointer is panting hard and his legs keep going from under him',
      /heat/i,
    ],
    [
      'my spaniel yelped in the bracken, we saw a zigzag snake slither away and her muzzle has doubled in size',
      /snake|adder|venom/i,
    ],
    ['my lop is not bothered about food today and her poos have stopped', /stasis|gut/i],
    [
      'the neighbour emptied his cooling system onto the drive and our cat was licking it',
      /antifreeze|ethylene/i,
    ],
    [
      'our guinea pig sow has been pushing for half an hour, I can see a head but it is stuck halfway',
      /birth|labour|pup/i,
    ],
  ])('"%s" leads with the urgent advice', async (question, entry) => {
    const answer = await lastAnswer(question);
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(entry);
  });

  it('reads a sock gone missing after the vomiting as something swallowed', async () => {
    const [, answer] = await converse(
      undefined,
      'my spaniel has thrown up five times since breakfast and will not eat',
      'oh and one of the baby socks went missing from the washing basket yesterday',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/swallow|obstruct|block/i);
  });

  it('reads a clause in another language inside an English message', async () => {
    const answer = await lastAnswer(
      'Sorry my English, il mio cane ha mangiato del veleno per topi, what can I do?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/rat|rodent|bait/i);
  });

  it('answers a lily question followed by a report that "shes" chewed one', async () => {
    const [, answer] = await converse(
      undefined,
      'are lilies safe for cats?',
      'shes just chewed a leaf off the bunch my sister brought round',
    );
    expect(answer).toMatch(URGENT);
  });

  it.each([
    'my cat scraped her nose on the fence, I bathed it with salt water, how do I keep it clean?',
    'our vet said my epileptic dog has come back to himself well after the last fit months ago, can he go to the beach?',
    'we keep screenwash in the garage, where should I store it so the cat cannot get at it?',
    'what precautions should we take against bloat with our young setter, who is perfectly well?',
    'can playing fetch right after dinner cause bloat in my lab?',
  ])('"%s" is answered without the alarm', async (question) => {
    expect(await lastAnswer(question)).not.toMatch(URGENT);
  });
});
