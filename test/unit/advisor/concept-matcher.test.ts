import { describe, expect, it } from 'vitest';
import { ConceptMatcher, lexicon } from '../../../src/core/chat/advisor/lexicon/index.js';
import { expandAlternatives } from '../../../src/core/chat/advisor/lexicon/concept-matcher.js';
import { normalizeText } from '../../../src/core/chat/advisor/lexicon/text-normalizer.js';

const matcher = new ConceptMatcher(
  {
    symptom: {
      vomiting: ['vomit', 'throwing up'],
      'not-eating': ['hasnt ... eaten', 'off food'],
      seizure: ['seizure', 'convulsion'],
      'blue-colour': ['bluish', 'purple'],
    },
    body: { gums: ['gums'] },
  },
  ['breeding'],
);

describe('the concept matcher', () => {
  it('folds case, accents and apostrophes before matching', () => {
    expect(normalizeText("Zoë WON'T")).toBe('zoe wont');
  });

  it('meets inflections through their stems', () => {
    expect(matcher.match('She vomited twice and keeps vomiting').has('symptom.vomiting')).toBe(true);
    expect(matcher.match('he had convulsions').has('symptom.seizure')).toBe(true);
  });

  it('never reads a particle as an inflection of a verb that shares its stem', () => {
    const particles = new ConceptMatcher({ intent: { exposure: ['downed'] } });
    expect(particles.match('she downed the lot').has('intent.exposure')).toBe(true);
    expect(particles.match('we put the traps down last night').has('intent.exposure')).toBe(false);
  });

  it('compares a word marked as written by its form alone, where the form is the meaning', () => {
    const framing = new ConceptMatcher({
      framing: { 'long-past': ['=last year'], 'eaten-already': ['=licked'] },
    });
    expect(framing.match('it happened last year').has('framing.long-past')).toBe(true);
    expect(framing.match('the fit has lasted years').has('framing.long-past')).toBe(false);
    expect(framing.match('she licked the plate').has('framing.eaten-already')).toBe(true);
    expect(framing.match('is it bad if she licks the plate?').has('framing.eaten-already')).toBe(false);
    expect(framing.match('she lickd the plate').has('framing.eaten-already')).toBe(false);
  });

  it('tells where a phrase starts and where it ends, gaps included', () => {
    const found = matcher.match('she hasnt really eaten today');
    expect(found.positions('symptom.not-eating')).toEqual([1]);
    expect(found.ends('symptom.not-eating')).toEqual([4]);
  });

  it('reads words offered as alternatives, or as optional, as each phrase they stand for', () => {
    expect(expandAlternatives('how do|can i know')).toEqual(['how do i know', 'how can i know']);
    expect(expandAlternatives('so that| he not')).toEqual(['so that he not', 'so he not']);
    const asks = new ConceptMatcher({ framing: { 'how-to-tell': ['how do|can i|we know|tell'] } });
    expect(asks.match('How can we tell?').has('framing.how-to-tell')).toBe(true);
    expect(asks.match('how do you know').has('framing.how-to-tell')).toBe(false);
  });

  it('forgives a small typo in a longer word, but not in a short one', () => {
    expect(matcher.match('i think it was a siezure').has('symptom.seizure')).toBe(true);
    expect(matcher.match('a convlusion earlier').has('symptom.seizure')).toBe(true);
    expect(matcher.match('a vomt').has('symptom.vomiting')).toBe(false);
  });

  it('reads written-out negations as their contraction', () => {
    const negations = new ConceptMatcher({
      symptom: { 'cannot-stand': ['cant stand'], 'no-urine': ['hasnt peed'] },
    });
    expect(negations.match('he can not stand').has('symptom.cannot-stand')).toBe(true);
    expect(negations.match('she is not able to stand').has('symptom.cannot-stand')).toBe(true);
    expect(negations.match('he has not peed').has('symptom.no-urine')).toBe(true);
    expect(negations.match('he can stand').has('symptom.cannot-stand')).toBe(false);
  });

  it('lets a phrase skip a few words where it says so', () => {
    expect(matcher.match("hasn't really eaten").has('symptom.not-eating')).toBe(true);
    expect(matcher.match("hasn't had a walk and then finally eaten at last").has('symptom.not-eating')).toBe(
      false,
    );
  });

  it('tells whether two concepts are close together', () => {
    const near = matcher.match('his gums look bluish');
    expect(near.all(['body.gums', 'symptom.blue-colour'], 3)).toBe(true);
    const far = matcher.match(
      'gums are fine, he is playing with a purple ball he found in the garden last week',
    );
    expect(far.all(['body.gums', 'symptom.blue-colour'], 3)).toBe(false);
  });

  it('does not take a known word for a typo of another', () => {
    // "breeding" is a known word, one letter away from nothing in this lexicon; with "bleeding"
    // in a lexicon it would still not be corrected.
    const withBleeding = new ConceptMatcher({ symptom: { bleeding: ['bleeding'] } }, ['breeding']);
    expect(withBleeding.match('when is the breeding season').has('symptom.bleeding')).toBe(false);
    expect(withBleeding.match('it is bleding a lot').has('symptom.bleeding')).toBe(true);
  });
});

describe('the advisor lexicon', () => {
  it('reads a pet said to be asleep, however the sleep is put, as asleep', () => {
    for (const text of [
      'she twitches while shes asleep',
      'his legs paddle while he is asleep',
      'they yip while they sleep',
    ]) {
      expect(lexicon().match(text).has('context.asleep'), text).toBe(true);
    }
  });
  it('finds a phrase among thousands that share its first word, whatever form its later words take', () => {
    const counts = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
    const crowded = new ConceptMatcher({
      context: {
        missing: counts.flatMap((had) => counts.map((left) => `there were ${had} ... only ${left} left`)),
        'not-drinking': ['there not drinking', 'there =really bad'],
        'lethargic-puppy': ['there puppies lethargic'],
      },
    });
    expect(crowded.match('there were seven in the hutch only four left').has('context.missing')).toBe(true);
    expect(crowded.match('there were seven in the hutch only four gone').has('context.missing')).toBe(false);
    // A negated verb for "not", an inflection and a typo in the words after the first.
    expect(crowded.match('there isnt any water gone').has('context.not-drinking')).toBe(false);
    expect(crowded.match('there wasnt drinking').has('context.not-drinking')).toBe(true);
    expect(crowded.match('there puppy is letharigc').has('context.lethargic-puppy')).toBe(false);
    expect(crowded.match('there puppy letharigc').has('context.lethargic-puppy')).toBe(true);
    expect(crowded.match('there really bad').has('context.not-drinking')).toBe(true);
    expect(crowded.match('there reallly bad').has('context.not-drinking')).toBe(false);
  });
});
