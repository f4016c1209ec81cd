import type { AccountRole } from '@careledger/shared';

/** One thing the demo patient told the memory companion, at a fixed offset before the seed's reference time. */
export interface MemorySample {
  text: string;
  ago: { days?: number; hours?: number; minutes?: number };
  /** Who typed it: the patient, or a carer (staff) for them. */
  enteredBy: Extract<AccountRole, 'user' | 'staff'>;
}

/**
 * The demo patient's memories over the last five days (issue 16): where things are, people, medicines, an
 * appointment, a fall (high urgency, so a carer alert), so every question type and the report have something.
 */
export const MEMORY_SAMPLES: readonly MemorySample[] = [
  {
    text: 'My daughter Emma visited this afternoon and we looked through the old photo albums together. It was lovely.',
    ago: { days: 4, hours: 6 },
    enteredBy: 'user',
  },
  {
    text: 'I put my reading glasses in the top drawer of the kitchen dresser.',
    ago: { days: 4, hours: 2 },
    enteredBy: 'user',
  },
  {
    text: 'I took my metformin 500 mg with breakfast at 8am.',
    ago: { days: 3, hours: 10 },
    enteredBy: 'user',
  },
  {
    text: 'Walked to Riverside Park with my neighbour John. The roses are blooming and I felt happy.',
    ago: { days: 3, hours: 5 },
    enteredBy: 'user',
  },
  {
    text: 'I have an appointment with Dr. Patel at the Main Street clinic next Friday at 10am. I need to bring my blood pressure diary.',
    ago: { days: 3, hours: 1 },
    enteredBy: 'staff',
  },
  {
    text: 'I could not find my house keys for an hour and felt frustrated. They were in my coat pocket.',
    ago: { days: 2, hours: 9 },
    enteredBy: 'user',
  },
  {
    text: 'I fell in the bathroom this morning and hurt my hip. It still hurts when I walk.',
    ago: { days: 2, hours: 4 },
    enteredBy: 'user',
  },
  {
    text: 'Nurse Jordan checked my hip. It is bruised but nothing is broken. I should rest and use the walker.',
    ago: { days: 2, hours: 1 },
    enteredBy: 'staff',
  },
  {
    text: 'My grandson Leo called to say he passed his driving test. I am so proud of him.',
    ago: { days: 1, hours: 7 },
    enteredBy: 'user',
  },
  {
    text: 'I need to call the pharmacy tomorrow to renew my lisinopril prescription.',
    ago: { days: 1, hours: 3 },
    enteredBy: 'user',
  },
  {
    text: 'I left my hearing aid charger on the bedside table.',
    ago: { hours: 5 },
    enteredBy: 'user',
  },
  {
    text: 'Had lunch with Emma at the Garden Cafe. We had tomato soup and talked about her new job.',
    ago: { hours: 2 },
    enteredBy: 'user',
  },
];

/** The demo patient's tasks; `fromMemory` names the sample (by index) whose action item became the task. */
export interface TaskSample {
  summary: string;
  description: string;
  /** Days after the reference time, in the patient's calendar (negative: before). */
  startIn: number;
  endIn: number;
  completedAgo?: { days?: number; hours?: number };
  fromMemory?: number;
}

export const TASK_SAMPLES: readonly TaskSample[] = [
  {
    summary: 'Call the pharmacy to renew lisinopril',
    description: 'Ask for the repeat prescription to be ready for collection.',
    startIn: 0,
    endIn: 1,
    fromMemory: 9,
  },
  {
    summary: 'Appointment with Dr. Patel',
    description: 'Main Street clinic at 10am. Bring the blood pressure diary.',
    startIn: 0,
    endIn: 6,
    fromMemory: 4,
  },
  {
    summary: 'Rest the hip and use the walker',
    description: 'Nurse Jordan asked to keep using the walker until the bruise heals.',
    startIn: -2,
    endIn: -1,
    completedAgo: { hours: 20 },
    fromMemory: 7,
  },
];
