import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../../src/core/chat/advisor/languages/detect-language.js';
import { readInEnglish } from '../../../src/core/chat/advisor/languages/index.js';
import { PetAdvisor } from '../../../src/core/chat/advisor/advisor.js';
import { TENANT } from '../../chat/support/in-memory-pet-catalog.js';
import { InMemoryPetCatalog, storedPet } from '../../chat/support/in-memory-pet-catalog.js';
import { URGENT, DECLINED, converse, lastAnswer } from './support.js';

/** Owners who write in Spanish, French, German, Portuguese or Italian: read in English, answered in English. */
describe('messages in other languages', () => {
  it.each([
    ['es', 'mi gatita no para de vomitar desde anoche y no quiere comer nada'],
    ['fr', 'est-ce que je peux donner du fromage à mon chiot ?'],
    ['de', 'meine Katze hat heute morgen zweimal erbrochen, ist das schlimm?'],
    ['pt', 'meu coelho está com diarreia desde ontem, o que eu faço?'],
    ['it', 'il mio criceto non beve più acqua da due giorni'],
  ])('recognises a message written in %s', (language, message) => {
    expect(detectLanguage(message)?.language).toBe(language);
  });

  it.each([
    'my perro ate chocolate, what do I do?',
    'mi gata is pregnant, how long until the kittens come?',
    'male dog, no appetite, vomiting',
    'is a banana ok for a hamster?',
    'ciao! is the tabby still available?',
  ])('leaves an English message as it is: "%s"', (message) => {
    expect(readInEnglish(message)).toEqual({ text: message, language: undefined });
  });

  it('counts the words of a phrase as known: "cochon d\'inde" is a guinea pig, not an unknown "inde"', () => {
    expect(detectLanguage('combien de temps vit un cochon d’inde ?')?.language).toBe('fr');
    expect(readInEnglish('combien de temps vit un cochon d’inde ?').text).toMatch(
      /how long lives a guinea pig/,
    );
  });

  it('tells apart words an accent distinguishes, and reads them without it too', () => {
    expect(readInEnglish('il criceto è stanco e non mangia').text).toMatch(
      /hamster is tired and is not eating/,
    );
    expect(readInEnglish('il criceto e stanco e non mangia').text).toMatch(
      /hamster and tired and is not eating/,
    );
    expect(readInEnglish('je donne à mon chat').text).toMatch(/to my cat/);
  });

  it('reads a German negation at the end of its clause next to the verb', async () => {
    expect(readInEnglish('unser Kaninchen trinkt seit heute morgen nichts').text).toMatch(/drinks nothing/);
    const answer = await lastAnswer('mein Meerschweinchen frisst seit zwei Tagen überhaupt nichts');
    expect(answer).toMatch(URGENT);
  });

  it('reads a German compound as its parts', () => {
    expect(readInEnglish('unser Hund hat Mäusegift aus der Garage gefressen').text).toMatch(/rat poison/);
    expect(readInEnglish('mein Hund hat vom Frostschutzmittel getrunken').text).toMatch(/antifreeze/);
  });

  it.each([
    ['es', 'mi perro se tragó varias uvas pasas del bizcocho hace una hora', /raisin|grape/i, /inglés/],
    [
      'fr',
      'mon chaton a léché le liquide de refroidissement sous la voiture',
      /antifreeze|ethylene/i,
      /anglais/,
    ],
    [
      'de',
      'mein Kater war den ganzen Tag im Katzenklo und es kommt kein Tropfen Urin',
      /urin|block/i,
      /Englisch/,
    ],
    ['pt', 'minha cachorra comeu um chiclete com xilitol agora há pouco', /xylitol/i, /inglês/],
    ['it', 'il mio gatto ha morso una foglia di giglio stamattina', /lil/i, /inglese/],
  ])(
    'an emergency in %s opens with the urgent advice and ends with a note in that language',
    async (_, message, entry, note) => {
      const answer = await lastAnswer(message);
      expect(answer).toMatch(URGENT);
      expect(answer).toMatch(entry);
      const lastLine = answer.trim().split('\n').at(-1) ?? '';
      expect(lastLine).toMatch(note);
    },
  );

  it.each([
    ['es', '¿puede mi perro comer pepino?', /cucumber/i],
    ['fr', 'quelle quantité de foin donner à mon cochon d’inde ?', /hay/i],
    ['de', 'wie oft muss ich meinen Hund entwurmen?', /worm/i],
    ['pt', 'com quantos meses devo castrar minha gata?', /spay|neuter|steril/i],
    ['it', 'quante volte al giorno devo dare da mangiare al mio cucciolo?', /meal|a day/i],
  ])('a question in %s about everyday care is answered without alarm', async (_, message, entry) => {
    const answer = await lastAnswer(message);
    expect(answer).not.toMatch(URGENT);
    expect(answer).not.toMatch(DECLINED);
    expect(answer).toMatch(entry);
  });

  it('keeps the urgency when a later turn in the same language doubts it', async () => {
    const answer = await lastAnswer(
      'mi gato se subió a la encimera y lamió el veneno para caracoles',
      'ahora parece tranquilo, ¿puedo esperar hasta mañana para ir al veterinario?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/español|inglés/);
  });

  it('answers an English message with no language note', async () => {
    expect(await lastAnswer('my dog ate a bunch of grapes an hour ago')).not.toMatch(
      /inglés|anglais|Englisch/,
    );
  });

  it('hands another model the decision with the language, and without the English-only note', async () => {
    const decision = await new PetAdvisor().decide(
      [{ role: 'user', content: 'il mio cane ha leccato il liquido refrigerante della macchina' }],
      { tenantId: TENANT, requestId: 'unit' },
    );
    expect(decision.kind).toBe('emergency');
    expect(decision.language).toBe('it');
    expect(decision.answer).not.toMatch(/inglese/);
  });

  it('reads a short follow-up in the language of the conversation', async () => {
    expect(detectLanguage('¿y conejos?')).toBeUndefined();
    expect(detectLanguage('¿y conejos?', 'es')?.language).toBe('es');
    const shop = new InMemoryPetCatalog([
      storedPet({ name: 'Miso', species: 'CAT', breed: 'Tabby' }),
      storedPet({ name: 'Copito', species: 'RABBIT', breed: 'Lionhead' }),
    ]);
    const [, rabbits] = await converse(shop, '¿qué gatos tenéis en la tienda?', '¿y conejos?');
    expect(rabbits).toMatch(/Copito/);
    expect(rabbits).not.toMatch(/Miso/);
    expect(rabbits).toMatch(/inglés/);
  });
});
