import { describe, expect, it } from 'vitest';
import { URGENT, lastAnswer } from './support.js';

const DECLINED = /I can only help with pet care/;

/** Slips of a phone's keyboard or of dictation, mended by the owner or read as meant. */
describe('slips mended', () => {
  it('reads a correction sent as its own turn in place of the slip', async () => {
    expect(await lastAnswer('my spaniel scoffed a bag of raising off the side', '*raisins')).toMatch(URGENT);
  });

  it('reads a correction at the end of a calm question in place of the slip', async () => {
    const answer = await lastAnswer('should I feed from a raised bowl to avoid boat in my setter? bloat*');
    expect(answer).not.toMatch(URGENT);
  });

  it('reads a word shouted between commas as the correction of the slip before it', async () => {
    const answer = await lastAnswer(
      'my old ginger tom hasnt had a peal since this morning, PEE, he keeps squatting in the tray',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/urin|bladder|block/i);
  });

  it('reads a poison spelt with the first letter as it sounds', async () => {
    expect(await lastAnswer('the dog got into my bag and chewed a pack of zylitol gum')).toMatch(URGENT);
  });

  it('does not decline a question on a whelping box', async () => {
    expect(await lastAnswer('our bitch is due next month, what goes in a whelping box?')).not.toMatch(
      DECLINED,
    );
  });

  it('reads an abbreviated year as the past', async () => {
    const answer = await lastAnswer(
      'my dog had a seizure last yr, he is on meds and fine, can he go to the groomers?',
    );
    expect(answer).not.toMatch(URGENT);
  });
});

/** Emergencies passed on by someone who saw them. */
describe('news relayed', () => {
  it.each([
    'my partner texted: the toddler was feeding the spaniel grapes from the high chair, maybe ten of them',
    "my daughter's gerbil got crushed under the sofa bed, it's breathing but not moving",
    'my sister says Milo, her neutered tom, is just constipated, he keeps squatting in the tray and straining',
    'the walker says our lurcher suddenly dropped in the park and lay still for a minute before getting up',
    'our setter swallowed a baby sock on Sunday and now he vomits every time he drinks and will not eat',
  ])('leads with the urgent advice: "%s"', async (message) => {
    expect(await lastAnswer(message)).toMatch(URGENT);
  });

  it('reads a ferret that is limp and will not wake as low blood sugar too', async () => {
    const answer = await lastAnswer('my ferret is floppy and lethargic and will not wake up properly');
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/sugar|glucose|insulinoma/i);
  });

  it('reads a stalled kindling with a stillborn kit', async () => {
    const answer = await lastAnswer(
      'our doe has strained all evening and only one kit has arrived, it was stillborn',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/birth|labour|kindling/i);
  });

  it('answers signs after a poisoning with the poison that causes them', async () => {
    const answer = await lastAnswer(
      'easter egg hunt in the garden today',
      'the terrier found six of the eggs before the kids did, foil and all',
      'now he is trembling and panting',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/chocolate|theobromine/i);
  });

  it('reads a poison named two turns before a sign that it was eaten', async () => {
    expect(
      await lastAnswer(
        'our ferret got loose in the garage last night where the rat bait is',
        'the poison blocks I mean',
        'one block has a chunk missing',
      ),
    ).toMatch(URGENT);
  });

  it('answers a plant asked about before it is bought, not with a listing', async () => {
    const answer = await lastAnswer(
      'are peace lilies ok with cats? we havent got one yet, thinking of buying one',
    );
    expect(answer).not.toMatch(/available right now/);
    expect(answer).toMatch(/lil(y|ies)/i);
  });
});
