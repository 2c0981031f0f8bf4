import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

/** Emergencies told as over with no time, or as last night's, and calm looks beside them. */
describe('an episode told as over with no time given', () => {
  it.each([
    'my staffie had a fit, went rigid and paddled his legs, he seems fine now',
    'our pug was snorting and struggling for air last night, he is sleeping fine now',
    'my malamute practically melted at the dog park, panting like crazy and stumbling, we hosed him and he is grand now',
    'during a zoom meeting my cat went stiff and jerked for a minute, she is ok now',
  ])('leads with the urgent advice: "%s"', async (message) => {
    expect(await lastAnswer(message)).toMatch(URGENT);
  });

  it('reads a dog drooling and out of it after the car as heatstroke', async () => {
    const answer = await lastAnswer(
      'the collie sat in the car while I shopped and came out drooling and out of it',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/heat/i);
  });

  it('reads a leg bent at a weird angle after a fall as an injury', async () => {
    const answer = await lastAnswer('my gecko fell off the shelf and one leg is bent at a weird angle');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/fracture|injur/i);
  });

  it('reads one pup hours ago and nothing since as a stalled birth', async () => {
    const answer = await lastAnswer(
      'how long does a spaniel take to whelp?',
      'she had one about three hours ago and nothing since, she has stopped trying',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/birth|labou?r|whelp/i);
  });

  it('reads a red lump out of a straining cat’s bottom as a prolapse, not a birth', async () => {
    const answer = await lastAnswer(
      'my queen has strained for a day and now a red lump is sticking out of her bottom',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/prolapse/i);
  });

  it('stays calm about a lab who flops down after fetch and is fine in minutes', async () => {
    const answer = await lastAnswer(
      'my retriever pants hard after fetch, flops down and is back to normal in five minutes, is that ok?',
    );
    expect(answer).not.toMatch(URGENT);
  });
});

describe('seen to by a vet, or asked about a risk', () => {
  it.each([
    'our boxer had two fits this morning so we rushed to the emergency vet, they checked him over and started him on tablets. how do I keep him safe at home now?',
    'the vet told us today our setter is a bloat risk breed and to feed smaller meals, is a puzzle feeder a good idea?',
  ])('stays calm: "%s"', async (message) => {
    expect(await lastAnswer(message)).not.toMatch(URGENT);
  });
});
