import type { EvalCase } from '../rubric.js';
import { NOT_WAIT, emergency, feeding, knowledge, safety } from './case-builders.js';
import {
  ANTIFREEZE,
  BLADDER,
  BLOAT,
  BLUE,
  BREATHING,
  CHOCOLATE,
  COLLAPSE,
  COOL,
  EGG,
  FLYSTRIKE,
  LILY,
  PALE,
  RAT_BAIT,
  SEIZURE,
  STASIS,
  SWALLOWED,
  XYLITOL,
} from './shared-condition-terms.js';
import { ALLOWED, HARMFUL } from './verdicts.js';

/**
 * Emergencies written wholly in another language by owners who do not write English: Spanish,
 * French, German, Portuguese and Italian, in an everyday register, with and without accents, some
 * with typos and texting shorthand, sometimes with the brand name an owner knows a medicine or a
 * product by. The advisor answers in English (a house decision), so the terms are English words any
 * good vet answer holds: the condition or substance named, and where fitting one point of first
 * aid or one "do not". Written blind, before the advisor was changed for them. Near-misses in the
 * same languages ask about nothing urgent (a food, a feeding schedule, care) and must not raise
 * the alarm; their term is an English word the right answer holds.
 */
const HEAT = ['heatstroke', 'heat stroke', 'overheat', 'hyperthermi'];
const GRAPES = ['grape', 'raisin', 'sultana'];
const IBUPROFEN = ['ibuprofen', 'nsaid', 'anti-inflammator'];
const PARACETAMOL = ['paracetamol', 'acetaminophen'];
const BIRTH = ['labour', 'labor', 'birth', 'deliver', 'dystocia', 'whelp', 'queening'];
const INTERNAL = ['internal', 'bleed', 'shock', 'injur'];
const FUMES = ['teflon', 'ptfe', 'non-stick', 'nonstick', 'fume', 'smoke'];
const ALLERGY = ['allerg', 'anaphyla', 'swell'];
const RESPIRATORY = ['breath', 'respirat', 'pneumon', 'airway'];
const WOUND = ['wound', 'bite', 'injur', 'infect', 'bleed'];
const ELECTRIC = ['electr', 'burn', 'lung'];
const FEEDS = ['meal', 'times a day', 'a day', 'per day'];
const HAY = ['hay'];

const SPANISH: readonly EvalCase[] = [
  emergency(
    [
      'mi perro estuvo en el coche al sol como media hora y ahora jadea muchisimo, babea y se tambalea, que hago??',
    ],
    [HEAT, COOL],
  ),
  emergency(
    ['ayuda! mi gato lamió anticongelante que se derramó en el garaje hace 20 minutos'],
    [ANTIFREEZE],
  ),
  emergency(
    ['mi perra se comio un paquete entero de chicles sin azucar, en la etiqueta pone xilitol'],
    [XYLITOL],
  ),
  emergency(
    ['Mi perro se ha comido un racimo de uvas que estaba en la mesa. Es pequeño, pesa unos 6 kilos.'],
    [GRAPES],
  ),
  emergency(['mi gata mordisqueó las hojas del ramo de lirios que me regalaron ayer, q hago'], [LILY]),
  emergency(
    ['creo q mi perro se comio el veneno para ratas del vecino, esos bloques azules, tiene la boca manchada'],
    [RAT_BAIT],
  ),
  emergency(['le di un ibuprofeno de 600 a mi perro porque cojeaba y ahora esta vomitando'], [IBUPROFEN]),
  emergency(
    ['Mi gato macho entra al arenero una y otra vez y no sale nada de pis, maulla como si le doliera'],
    [BLADDER],
  ),
  emergency(
    [
      'mi pastor aleman tiene la barriga super hinchada y dura, intenta vomitar pero no le sale nada y esta inquieto',
    ],
    [BLOAT],
  ),
  emergency(['mi perro esta convulsionando, ya van tres veces en una hora, xfa ayuda'], [SEIZURE]),
  emergency(
    ['mi conejo no come ni hace cacas desde ayer, está encogido en una esquina sin moverse'],
    [STASIS],
  ),
  emergency(['mi perra esta de parto, lleva dos horas empujando fuerte y no sale ningun cachorro'], [BIRTH]),
  emergency(
    [
      'se me quemó una sartén antiadherente en la cocina y ahora mi loro respira con el pico abierto y se tambalea en la percha',
    ],
    [FUMES],
  ),
  emergency(
    [
      'mi perro se comio unas pasas hace media hora',
      'pero esta bien, juega normal... de verdad tengo que llevarlo al veterinario?',
    ],
    [GRAPES, NOT_WAIT],
  ),
];

const FRENCH: readonly EvalCase[] = [
  emergency(
    ["mon chien a avalé un bon paquet de raisins secs, il pèse 8 kg, qu'est-ce que je dois faire ?"],
    [GRAPES],
  ),
  emergency(["mon chat a lèché de l'antigel dans le garage, il titube un peu"], [ANTIFREEZE]),
  emergency(['ma chatte a du pollen de lys plein le museau, elle a léché le bouquet sur la table'], [LILY]),
  emergency(
    ["j'ai donné un doliprane à mon chat parce qu'il avait l'air d'avoir de la fièvre"],
    [PARACETAMOL],
  ),
  emergency(
    [
      'mon bouledogue est resté au soleil dans le jardin, il halète très fort, la langue toute violette et il tient plus debout',
    ],
    [HEAT, COOL],
  ),
  emergency(
    ["mon chien a mangé une boite entiere de chocolats noirs pendant qu'on etait sortis, il fait 10 kilos"],
    [CHOCOLATE],
  ),
  emergency(
    [
      'Mon chat (un mâle castré) va tout le temps dans sa litière, il pousse mais rien ne sort depuis ce matin.',
    ],
    [BLADDER],
  ),
  emergency(
    ['mon dogue allemand a le ventre gonflé comme un ballon et il essaie de vomir sans y arriver'],
    [BLOAT],
  ),
  emergency(
    ["mon chien s'est effondré d'un coup pendant la promenade, il respire mais il se relève pas"],
    [COLLAPSE],
  ),
  emergency(
    ['les gencives de mon chat sont toutes blanches et il est tres faible, il bouge presque plus'],
    [PALE],
  ),
  emergency(["mon lapin mange plus rien depuis hier soir et j'ai pas vu une seule crotte"], [STASIS]),
  emergency(["mon chien a mangé de la mort aux rats, je l'ai trouvé avec la boîte déchirée"], [RAT_BAIT]),
  emergency(['ma chatte fait une crise, elle est couchée sur le coté, elle pédale et elle bave'], [SEIZURE]),
  emergency(
    [
      "ma perruche femelle pousse depuis ce matin, elle est en boule au fond de la cage, je crois qu'elle a un oeuf coincé",
    ],
    [EGG],
  ),
];

const GERMAN: readonly EvalCase[] = [
  emergency(['Mein Hund hat Frostschutzmittel vom Garagenboden aufgeleckt, was soll ich tun?'], [ANTIFREEZE]),
  emergency(['unser hund hat kekse mit birkenzucker gefressen, fast die ganze packung'], [XYLITOL]),
  emergency(
    [
      'Hallo, ich habe eine Frage zu meiner Katze',
      'sie hat vorhin an den Lilien geknabbert, die auf dem Tisch stehen',
    ],
    [LILY],
  ),
  emergency(['Mein Hund hat Rattengift gefressen, wir haben die Köderbox leer gefunden'], [RAT_BAIT]),
  emergency(
    ['Mein Mops war im Auto, jetzt hechelt er wie verrückt, torkelt und das Zahnfleisch ist knallrot'],
    [HEAT, COOL],
  ),
  emergency(['der hund hat ne halbe schale weintrauben gefressen als keiner hingeschaut hat'], [GRAPES]),
  emergency(['ich hab meiner katze eine ibuprofen gegeben weil sie humpelt, war das schlimm?'], [IBUPROFEN]),
  emergency(['unser Dackel hat eine ganze Tafel Zartbitterschokolade gefressen, mit Papier'], [CHOCOLATE]),
  emergency(
    ['Mein Kater sitzt ständig im Katzenklo und presst, aber es kommt kein Urin raus, er jammert dabei'],
    [BLADDER],
  ),
  emergency(
    ['mein dobermann hat einen aufgeblaehten bauch, wuergt ohne dass was kommt und ist total unruhig'],
    [BLOAT],
  ),
  emergency(['Mein Hund hat eine blaue Zunge und blaues Zahnfleisch und bekommt kaum Luft'], [BLUE]),
  emergency(
    ['Mein Kaninchen frisst seit gestern nichts und macht keine Köttel mehr, sitzt nur aufgeplustert rum'],
    [STASIS],
  ),
  emergency(['unsere katze presst seit über einer stunde aber es kommt kein kätzchen, hilfe'], [BIRTH]),
  emergency(
    [
      'mein Meerschweinchen liegt flach auf der Seite und atmet ganz schnell, im Zimmer war es heute sehr heiß',
    ],
    [HEAT],
  ),
];

const PORTUGUESE: readonly EvalCase[] = [
  emergency(
    ['meu cachorro comeu uma barra inteira de chocolate amargo, ele é pequeno, o que eu faço?'],
    [CHOCOLATE],
  ),
  emergency(['minha cachorra comeu umas uvas passas, ela é pequenininha, to desesperada'], [GRAPES]),
  emergency(['meu gato bebeu o aditivo de radiador que tava no chão da garagem'], [ANTIFREEZE]),
  emergency(['dei um paracetamol pro meu gato pq ele tava com febre, fiz errado?'], [PARACETAMOL]),
  emergency(['meu cachorro comeu veneno de rato, achei o saquinho rasgado no quintal'], [RAT_BAIT]),
  emergency(
    ['meu buldogue ficou no sol na praia e agora ta ofegante demais, babando muito e caindo pro lado'],
    [HEAT, COOL],
  ),
  emergency(
    ['meu gato macho nao consegue fazer xixi, fica na caixinha forçando e chorando faz horas'],
    [BLADDER],
  ),
  emergency(
    ['a barriga do meu cachorro ficou enorme e dura depois de comer, ele tenta vomitar e nao sai nada'],
    [BLOAT],
  ),
  emergency(['minha cadela ta tendo convulsão agora, tremendo toda e babando, socorro'], [SEIZURE]),
  emergency(['meu coelho parou de comer e não faz cocô faz um dia inteiro'], [STASIS]),
  emergency(['a gengiva do meu cachorro tá branca e ele tá muito fraco, nem levanta'], [PALE]),
  emergency(['minha gata tá respirando com a boca aberta, ofegante, parece que falta ar'], [BREATHING]),
  emergency(
    ['minha cadela tá em trabalho de parto há 3 horas fazendo força e nenhum filhote saiu ainda'],
    [BIRTH],
  ),
  emergency(['O meu cão comeu pastilhas elásticas sem açúcar com xilitol, o que faço?'], [XYLITOL]),
];

const ITALIAN: readonly EvalCase[] = [
  emergency(['il mio cane ha mangiato un sacco di uvetta dal pacchetto che era sul divano'], [GRAPES]),
  emergency(["il mio gatto ha leccato l'antigelo in garage, cosa devo fare?"], [ANTIFREEZE]),
  emergency(['la mia gatta ha masticato un pezzo di giglio, quello del mazzo di fiori in cucina'], [LILY]),
  emergency(['il mio cane ha mangiato il veleno per topi che avevamo messo in cantina'], [RAT_BAIT]),
  emergency(
    ['il mio cane è rimasto in macchina al sole, ora ansima fortissimo e non sta piu in piedi'],
    [HEAT, COOL],
  ),
  emergency(['ho dato un ibuprofene al mio cane per il dolore alla zampa, ora non mangia'], [IBUPROFEN]),
  emergency(['il mio cane ha mangiato una tavoletta intera di cioccolato fondente, pesa 7 kg'], [CHOCOLATE]),
  emergency(
    ['il mio gatto maschio non riesce a fare pipì, va nella lettiera di continuo e si lamenta'],
    [BLADDER],
  ),
  emergency(['il mio alano ha la pancia gonfia e cerca di vomitare senza riuscirci'], [BLOAT]),
  emergency(['il mio gatto ha le gengive viola e respira male, con la bocca aperta'], [BLUE]),
  emergency(["la mia cagna e svenuta all'improvviso in giardino, non risponde"], [COLLAPSE]),
  emergency(['la gatta partorisce da ore, spinge ma non esce il gattino, perfavore aiuto'], [BIRTH]),
  emergency(
    ['il mio furetto ha mangiato un pezzo di gomma di una ciabatta e ora vomita e non mangia piu'],
    [SWALLOWED],
  ),
  emergency(['il mio coniglio ha dei vermetti bianchi intorno al sedere, si muovono'], [FLYSTRIKE]),
];

/** Further pets and mishaps beside the classic emergencies, one language each. */
const OTHER_MISHAPS: readonly EvalCase[] = [
  emergency(
    ['a mi perro lo atropelló un coche, parece que está bien pero tiene las encías pálidas y respira rápido'],
    [INTERNAL],
  ),
  emergency(
    ['mon serpent a été mordu par la souris vivante que je lui ai donnée, il saigne pas mal'],
    [WOUND],
  ),
  emergency(
    ['der Welpe hat ins Ladekabel gebissen, einen Schlag bekommen und hustet jetzt die ganze Zeit'],
    [ELECTRIC],
  ),
  emergency(
    ['meu jabuti tá respirando de boca aberta, fazendo barulho e saindo bolhas do nariz'],
    [RESPIRATORY],
  ),
  emergency(["il mio cane è stato punto da un'ape sul muso, si è gonfiato tutto e respira male"], [ALLERGY]),
];

export const OTHER_LANGUAGES_EMERGENCIES: readonly EvalCase[] = [
  ...SPANISH,
  ...FRENCH,
  ...GERMAN,
  ...PORTUGUESE,
  ...ITALIAN,
  ...OTHER_MISHAPS,
];

export const OTHER_LANGUAGES_NEAR_MISSES: readonly EvalCase[] = [
  // Spanish.
  safety(['¿mi perro puede comer zanahoria?'], ALLOWED, [['carrot']]),
  feeding(['cada cuanto le doy de comer a un gatito de 3 meses'], [FEEDS]),
  feeding(['que heno es mejor para mi conejo?'], [HAY]),
  knowledge(['cada cuanto hay que desparasitar a un cachorro?'], [['worm']]),
  // French.
  safety(['est-ce que mon chien peut manger des pommes ?'], ALLOWED, [['apple']]),
  knowledge(['à quel âge faire stériliser une chatte ?'], [['spay', 'neuter', 'steril']]),
  feeding(['combien de fois par jour nourrir un chiot de 10 semaines'], [FEEDS]),
  safety(["les lys c'est dangereux pour les chats ? j'hésite à en acheter pour le salon"], HARMFUL, [LILY]),
  // German.
  safety(['Darf mein Hund Gurke essen?'], ALLOWED, [['cucumber']]),
  knowledge(['wann sollte mein welpe geimpft werden?'], [['vaccin']]),
  feeding(['Welches Futter ist gut für Meerschweinchen?'], [['hay', 'vitamin c']]),
  knowledge(['Wie oft sollte ich den Käfig von meinem Hamster sauber machen?'], [['clean']]),
  // Portuguese.
  safety(['cachorro pode comer banana?'], ALLOWED, [['banana']]),
  feeding(['quantas vezes por dia devo alimentar meu gatinho?'], [FEEDS]),
  knowledge(
    ['qual a temperatura certa pro terrário do meu jabuti?'],
    [['bask', 'temperature', 'heat', 'warm']],
  ),
  knowledge(['gato pode tomar leite?'], [['lactose']]),
  // Italian.
  safety(['posso dare un pezzetto di cioccolato al mio cane come premio?'], HARMFUL, [CHOCOLATE]),
  knowledge(['ogni quanto devo fare il bagno al mio cane?'], [['bath', 'wash']]),
  feeding(['cosa mangia un coniglio nano?'], [HAY]),
  knowledge(['come faccio ad abituare il gattino alla lettiera?'], [['litter']]),
];
