// Deliberate self-injury in the words people (and the parents of teenagers) use: hurting, cutting or burning
// oneself, herself, himself or themselves "on purpose", "deliberately" or "to cope". The intent words are what
// separate self-harm from an accident ("burned herself on the kettle", "cut myself shaving"). An injury to
// oneself said in the "-ing" form ("she has been cutting herself") is a habit, and a habit is self-harm too.
// Phrases are matched by stem, so "hurt" also covers "hurts", "hurting", "hurted"; "burnt" is its own stem.

const SELVES = ['myself', 'herself', 'himself', 'themselves', 'themself', 'yourself'] as const;
const VERBS = ['hurt', 'harm', 'cut', 'burn', 'burnt', 'scratch', 'hit', 'punch', 'injure'] as const;
// "Cutting", "burning", "harming", "hurting" oneself: the habit, said letter for letter ("=") so that "cut
// myself" (once, likely by accident) is not caught by the stem.
const HABITS = ['hurting', 'harming', 'cutting', 'burning'] as const;
const INTENT_AFTER = ['on purpose', 'deliberately', 'intentionally', 'purposely', 'to cope'] as const;
const INTENT_BEFORE = ['deliberately', 'intentionally', 'purposely', 'purposefully'] as const;
// Where on the body, after a possessive the gap skips: "cut her arms on purpose", "burns his skin to cope".
const BODY_PARTS = [
  'arm',
  'arms',
  'wrist',
  'wrists',
  'leg',
  'legs',
  'thigh',
  'thighs',
  'skin',
  'hand',
  'hands',
];

/** Every phrase of deliberate self-injury, for the self_harm red flag. */
export function selfHarmPhrases(): string[] {
  const phrases: string[] = [];
  for (const self of SELVES) {
    for (const habit of HABITS) phrases.push(`=${habit} ${self}`);
    for (const verb of VERBS) {
      for (const intent of INTENT_AFTER) phrases.push(`${verb} ${self} ${intent}`);
      for (const intent of INTENT_BEFORE) phrases.push(`${intent} ${verb} ${self}`);
      phrases.push(`want to ${verb} ${self}`);
    }
  }
  for (const verb of VERBS) {
    for (const part of BODY_PARTS) {
      for (const intent of INTENT_AFTER) phrases.push(`${verb} * ${part} ${intent}`);
      for (const intent of INTENT_BEFORE) phrases.push(`${intent} ${verb} * ${part}`);
    }
  }
  return phrases;
}
