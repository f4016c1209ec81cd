import type { Memory } from './types';

// A patient's fortnight as told to the companion, for the question-answering benchmark (labelled-questions.ts).
// Written before the engine was built. Times are UTC; the set is scored with a UTC offset of 0.

/** "Now" for every labelled question: Sunday 9 March 2025, 6 pm. */
export const LABELLED_NOW = '2025-03-09T18:00:00.000Z';

export const LABELLED_MEMORIES: readonly Memory[] = [
  // The week before (Monday 24 February to Sunday 2 March).
  {
    id: 'm01',
    createdAt: '2025-02-26T10:15:00.000Z',
    text: 'My granddaughter Lily visited and we did a jigsaw puzzle of a lighthouse.',
  },
  {
    id: 'm02',
    createdAt: '2025-02-28T16:40:00.000Z',
    text: 'I went to the library with my neighbour Joan and borrowed two books about birds.',
  },
  {
    id: 'm03',
    createdAt: '2025-03-01T09:30:00.000Z',
    text: 'I felt dizzy when I stood up this morning, so I sat down for a while.',
  },
  // Monday 3 March.
  { id: 'm04', createdAt: '2025-03-03T08:10:00.000Z', text: 'I took my amlodipine 5 mg with breakfast.' },
  {
    id: 'm05',
    createdAt: '2025-03-03T09:05:00.000Z',
    text: 'I put my reading glasses in the top drawer of the desk in the study.',
  },
  {
    id: 'm06',
    createdAt: '2025-03-03T12:30:00.000Z',
    text: 'For lunch I had tomato soup and a cheese sandwich.',
  },
  {
    id: 'm07',
    createdAt: '2025-03-03T15:00:00.000Z',
    text: 'Nurse Maria came to check my blood pressure. It was 135 over 85.',
  },
  {
    id: 'm08',
    createdAt: '2025-03-03T19:45:00.000Z',
    text: 'I take donepezil 10 mg every night before bed.',
  },
  // Tuesday 4 March.
  {
    id: 'm09',
    createdAt: '2025-03-04T09:20:00.000Z',
    text: 'My dentist appointment is on Thursday at 2:30 pm at the surgery on High Street.',
  },
  {
    id: 'm10',
    createdAt: '2025-03-04T11:00:00.000Z',
    text: 'I hid the spare house key under the flowerpot behind the back door.',
  },
  { id: 'm11', createdAt: '2025-03-04T13:10:00.000Z', text: 'I had fish pie for lunch and it was lovely.' },
  {
    id: 'm12',
    createdAt: '2025-03-04T17:30:00.000Z',
    text: 'My son Tom phoned from Leeds. He is coming to visit on Saturday.',
  },
  { id: 'm13', createdAt: '2025-03-04T21:00:00.000Z', text: 'I feel a bit lonely this evening.' },
  // Wednesday 5 March.
  {
    id: 'm14',
    createdAt: '2025-03-05T08:30:00.000Z',
    text: 'Dr. Patel changed my amlodipine dose to 10 mg a day because my blood pressure was high.',
  },
  {
    id: 'm15',
    createdAt: '2025-03-05T10:45:00.000Z',
    text: 'I left my walking stick in the car after the trip to the shops.',
  },
  {
    id: 'm16',
    createdAt: '2025-03-05T12:15:00.000Z',
    text: 'I had lunch with Margaret and George at the café on the corner.',
  },
  {
    id: 'm17',
    createdAt: '2025-03-05T15:20:00.000Z',
    text: 'The chemist said my new prescription of amlodipine will be ready on Friday.',
  },
  {
    id: 'm18',
    createdAt: '2025-03-05T20:10:00.000Z',
    text: 'I watched a film about penguins and felt happy.',
  },
  // Thursday 6 March.
  { id: 'm19', createdAt: '2025-03-06T08:00:00.000Z', text: 'I forgot to take my evening pills last night.' },
  {
    id: 'm20',
    createdAt: '2025-03-06T09:40:00.000Z',
    text: 'My hearing aid batteries are in the blue tin on the kitchen shelf.',
  },
  {
    id: 'm21',
    createdAt: '2025-03-06T14:50:00.000Z',
    text: 'The dentist said my teeth are fine and the next check-up is in six months.',
  },
  { id: 'm22', createdAt: '2025-03-06T18:30:00.000Z', text: "For dinner I had shepherd's pie and peas." },
  // Friday 7 March.
  {
    id: 'm23',
    createdAt: '2025-03-07T09:10:00.000Z',
    text: 'I collected the new amlodipine tablets from the pharmacy.',
  },
  {
    id: 'm24',
    createdAt: '2025-03-07T11:30:00.000Z',
    text: 'My daughter Sarah visited and brought me yellow tulips.',
  },
  {
    id: 'm25',
    createdAt: '2025-03-07T13:00:00.000Z',
    text: 'I put the tulips in the glass vase on the windowsill.',
  },
  {
    id: 'm26',
    createdAt: '2025-03-07T16:00:00.000Z',
    text: 'The doctor said I can take two paracetamol tablets of 500 mg for my knee pain, up to four times a day.',
  },
  {
    id: 'm27',
    createdAt: '2025-03-07T20:00:00.000Z',
    text: 'I felt worried tonight because I could not find my purse.',
  },
  // Saturday 8 March.
  {
    id: 'm28',
    createdAt: '2025-03-08T08:45:00.000Z',
    text: 'I found my purse inside the bread bin in the kitchen.',
  },
  {
    id: 'm29',
    createdAt: '2025-03-08T10:30:00.000Z',
    text: 'Tom arrived with his wife Priya and they stayed for lunch.',
  },
  {
    id: 'm30',
    createdAt: '2025-03-08T14:00:00.000Z',
    text: 'We walked to the park and fed the ducks by the pond.',
  },
  {
    id: 'm31',
    createdAt: '2025-03-08T19:30:00.000Z',
    text: 'I took 10 mg of amlodipine this morning and my blood pressure was better.',
  },
  // Sunday 9 March.
  {
    id: 'm32',
    createdAt: '2025-03-09T09:15:00.000Z',
    text: 'I went to church with Joan and sang my favourite hymn.',
  },
  {
    id: 'm33',
    createdAt: '2025-03-09T10:00:00.000Z',
    text: 'I need to remember that the physiotherapist, Ben, comes on Tuesday at 11 am.',
  },
  {
    id: 'm34',
    createdAt: '2025-03-09T12:40:00.000Z',
    text: 'For Sunday lunch I had roast chicken with potatoes and carrots.',
  },
  {
    id: 'm35',
    createdAt: '2025-03-09T15:30:00.000Z',
    text: 'I put my mobile phone on charge next to the bed.',
  },
  {
    id: 'm36',
    createdAt: '2025-03-09T16:10:00.000Z',
    text: 'My knee hurts a little today, so I rested in the armchair.',
  },
];
