import type { SentimentLabel } from './types';

export interface LabelledSentence {
  text: string;
  label: SentimentLabel;
}

// Everyday things a patient or carer tells the memory companion, labelled by hand before any scoring, with
// negations ("not bad", "didn't sleep well") and capitalised ones ("Not great"). No sarcasm: the companion
// hears plain talk. Used by `evaluateSentiment` and `npm run bench`.
export const LABELLED_SENTIMENT_SET: readonly LabelledSentence[] = [
  { text: 'My daughter Sarah visited today and we had a lovely afternoon.', label: 'positive' },
  { text: 'I slept really well last night.', label: 'positive' },
  { text: 'The new nurse is very kind and patient with me.', label: 'positive' },
  { text: 'Not bad at all, the walk in the park did me good.', label: 'positive' },
  { text: 'I enjoyed the music at the day centre.', label: 'positive' },
  { text: 'Mum laughed a lot at the old photographs.', label: 'positive' },
  { text: 'Feeling much better after my nap.', label: 'positive' },
  { text: 'The soup at lunch was delicious.', label: 'positive' },
  { text: 'I am so happy my grandson called me this morning.', label: 'positive' },
  { text: 'Dad was calm and cheerful all day, which was wonderful to see.', label: 'positive' },
  { text: 'Thank you for helping me find my glasses.', label: 'positive' },
  { text: 'I had no trouble remembering my pills today.', label: 'positive' },
  { text: 'Not a single worry today, everything went fine.', label: 'positive' },
  { text: 'The garden looks beautiful with the roses out.', label: 'positive' },
  { text: 'She smiled when she saw her sister.', label: 'positive' },
  { text: 'I feel lonely since Bob passed away.', label: 'negative' },
  { text: "I didn't sleep well, my back hurts.", label: 'negative' },
  { text: 'Not great today, I feel tired and sad.', label: 'negative' },
  { text: 'Mum was very upset and angry this evening.', label: 'negative' },
  { text: 'I am worried about the hospital results.', label: 'negative' },
  { text: 'I fell in the kitchen and hurt my hip.', label: 'negative' },
  { text: 'The pain in my knee is terrible.', label: 'negative' },
  { text: "I can't remember where I put my keys and it frightens me.", label: 'negative' },
  { text: 'Dad was confused and scared at night.', label: 'negative' },
  { text: 'Nobody came to visit me this week.', label: 'negative' },
  { text: 'I miss my wife so much.', label: 'negative' },
  { text: 'The food was cold and horrible.', label: 'negative' },
  { text: "I'm not happy with the new carer.", label: 'negative' },
  { text: 'She cried after the phone call.', label: 'negative' },
  { text: 'I feel dizzy and weak this morning.', label: 'negative' },
  { text: 'The doctor appointment is on Tuesday at 10:30.', label: 'neutral' },
  { text: 'I need to take my Lisinopril at 8pm.', label: 'neutral' },
  { text: 'My keys are in the kitchen drawer.', label: 'neutral' },
  { text: 'Sarah will come on Friday.', label: 'neutral' },
  { text: 'We had fish for dinner.', label: 'neutral' },
  { text: 'The pharmacy opens at nine.', label: 'neutral' },
  { text: 'I watched the news on television.', label: 'neutral' },
  { text: 'Remember to buy milk and bread.', label: 'neutral' },
  { text: 'My son lives in Leeds.', label: 'neutral' },
  { text: 'The bus to town leaves from the corner.', label: 'neutral' },
  { text: 'I took my tablets after breakfast.', label: 'neutral' },
  { text: 'Call the optician about new glasses.', label: 'neutral' },
  { text: 'The cat is sleeping on the sofa.', label: 'neutral' },
  { text: 'My blood pressure was 130 over 80.', label: 'neutral' },
  { text: 'Grandad wore his blue jumper today.', label: 'neutral' },
];
