import type { LexiconEntry } from './lexicon-entry';
import type { PhraseRedFlagKey } from './red-flag-keys';
import { selfHarmPhrases } from './self-harm-phrases';

// Red flags of bleeding (GI bleeding, uncontrolled bleeding) and of a mental-health crisis, split from
// red-flag-lexicon.ts only to keep files short; the same policy holds: lean towards catching a sign.
export const BLEEDING_AND_MIND_RED_FLAGS: readonly LexiconEntry<PhraseRedFlagKey>[] = [
  {
    key: 'severe_bleeding',
    name: 'Severe bleeding',
    phrases: [
      'bleeding heavily',
      'heavy bleeding',
      'bleeding a lot',
      'bleeding badly',
      'bleeding profusely',
      'not stop bleeding',
      'bleeding * not stop',
      'can not stop the bleeding',
      'losing a lot of blood',
      'lots of blood',
      'blood everywhere',
      'gushing blood',
      'pouring blood',
      'pouring with blood',
      'blood * pouring',
      'spurting blood',
      'soaked through',
      'nosebleed * not stop',
      'nose bleed * not stop',
      'uncontrolled bleeding',
    ],
  },
  {
    key: 'vomiting_blood',
    name: 'Vomiting blood',
    phrases: [
      'vomiting blood',
      'throwing up blood',
      'threw up blood',
      'puking blood',
      'blood in * vomit',
      // British English: "sick" is also the noun ("blood in my sick").
      'blood in * sick',
      'vomit * bloody',
      'coffee grounds',
      'hematemesis',
    ],
  },
  {
    key: 'black_stools',
    name: 'Black or bloody stools',
    phrases: [
      'black stools',
      'black tarry stools',
      'tarry stools',
      'black poop',
      'black poo',
      'stool * black',
      'stools * black',
      'poop * black',
      'poo * black',
      ...blackStoolPhrases(),
      'blood in * stool',
      'blood in * stools',
      'blood in * poop',
      'blood in * poo',
      'bloody stool',
      'bloody diarrhea',
      'bloody diarrhoea',
      'rectal bleeding',
      'melena',
    ],
  },
  {
    key: 'suicidal_thoughts',
    name: 'Suicidal thoughts',
    phrases: [
      'suicidal',
      'suicide',
      'kill myself',
      'end my life',
      'end it all',
      'take my own life',
      'want to die',
      'better off dead',
      'wish i was dead',
      'wish i were dead',
      'no reason to live',
      'not want to live',
      'not want to be alive',
      'not want to be here anymore',
      'better off without me',
      'no point in living',
      'no point living',
    ],
  },
  {
    key: 'self_harm',
    name: 'Self-harm',
    phrases: [
      'self harm',
      'self harming',
      'self injury',
      'self injuring',
      'self mutilation',
      // Said of the body, in the present: a habit, not "I burned my hand on the oven".
      '=burn my arms',
      '=burn my arm',
      '=burn my skin',
      '=cut my arms',
      '=cut my wrists',
      ...selfHarmPhrases(),
    ],
  },
];

// Melena is black, sticky, tar-like stool (NHS: "black, sticky poo"). The colour stays the sign however the
// stool is described between: "black sticky stools", "black runny poo", "tarry black motions".
function blackStoolPhrases(): string[] {
  const stools = ['stool', 'stools', 'poo', 'poop', 'poos', 'motions', 'bowel movements', 'bowel movement'];
  const looks = [
    'sticky',
    'tarry',
    'tar like',
    'runny',
    'loose',
    'watery',
    'sloppy',
    'shiny',
    'smelly',
    'thick',
  ];
  return stools.flatMap((stool) => [
    `black ${stool}`,
    `tarry ${stool}`,
    `${stool} * like tar`,
    ...['gone', 'turned', 'dark'].map((change) => `${stool} * ${change} black`),
    ...looks.flatMap((look) => [`black ${look} ${stool}`, `${look} black ${stool}`]),
    // Dark (not black) only with the texture of melena: "dark tarry stools", not "dark runny poo".
    ...['sticky', 'tarry', 'tar like'].flatMap((look) => [
      `dark ${look} ${stool}`,
      `${stool} * dark and ${look}`,
      `${stool} * ${look} and dark`,
      `${stool} * ${look} and black`,
    ]),
  ]);
}
