import type { HighUrgencyCode, MediumUrgencyCode } from './types';

export type UrgencyCue =
  | { code: HighUrgencyCode; level: 'high'; pattern: RegExp }
  | { code: MediumUrgencyCode; level: 'medium'; pattern: RegExp };

// The patterns read lower-case text with straight apostrophes. A cue that carries its own negation ("hasn't
// eaten for two days", "couldn't get up") starts with it, so NegEx only looks at the words before.
const DAYS = String.raw`(?:(?:two|three|four|five|six|seven|several|a few|a couple of|couple of|\d+)\s+days|days|a week|yesterday|the weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|last\s+\w+)`;
const NOT = `(?:didn't|did not|doesn't|does not|don't|do not|couldn't|could not|can't|cannot)`;
// Up to three words between a verb and the medicine ("missed my evening pills"), but not "forgot where I put
// my pills" or "forgot the name of the tablets", which are not a missed dose.
const FILLER = String.raw`(?:(?!(?:where|what|who|which|how|name|about|with|for|to|of)\b)[\w'-]+\s+){0,3}?`;
const REGIMEN = String.raw`(?!\s+(?:a|per|each|every)\s+(?:day|night|week|morning|evening)|\s+daily)`;

function cue(source: string): RegExp {
  return new RegExp(source, 'g');
}

/** The cue table; `medicinePattern` adds the known medicine names to the generic words for a dose. */
export function buildUrgencyCues(medicinePattern: string): UrgencyCue[] {
  const med = `(?:medications?|medicines?|meds|pills?|tablets?|capsules?|doses?|insulin|inhalers?|injections?|prescription|${medicinePattern})`;
  return [
    {
      code: 'fall',
      level: 'high',
      pattern: cue(
        [
          String.raw`\b(?:fell|fallen|falling|falls)\b(?!\s+(?:asleep|apart|through|behind|in love|for|out with|silent|quiet|short|under|into place)\b)`,
          String.raw`\b(?:a|another)\s+(?:[a-z]+\s+)?(?:fall|tumble)\b`,
          String.raw`\bfall\s+(?:over|down)\b`,
          String.raw`\b(?:slipped|tripped|stumbled)\b(?!\s+(?:(?:my|his|her|their|your)\s+mind|up|out)\b)`,
          String.raw`\b(?:found|was|lying)\s+(?:(?:him|her|them|mum|dad|me)\s+)?on\s+the\s+floor\b`,
          String.raw`\b(?:couldn't|could not|can't|cannot)\s+get\s+(?:back\s+)?up\b`,
        ].join('|'),
      ),
    },
    {
      code: 'head-injury',
      level: 'high',
      pattern: cue(
        String.raw`\b(?:hit|banged|bumped|knocked|bashed|cut)\s+(?:my|his|her|their)\s+head\b|\bhead\s+injury\b`,
      ),
    },
    {
      code: 'dizziness',
      level: 'high',
      pattern: cue(
        String.raw`\b(?:dizzy|dizziness|light-?headed(?:ness)?|vertigo|woozy|fainted|fainting|faints|passed out|blacked out|blackouts?|(?:felt|feel|feeling|feels|went|goes|almost|nearly)\s+faint)\b`,
      ),
    },
    {
      code: 'chest-pain',
      level: 'high',
      pattern: cue(
        String.raw`\bchest\s+(?:pains?|tightness|discomfort|pressure|hurts?|hurting|(?:felt|feels|was|is)\s+tight)\b|\b(?:pains?|tightness|pressure|aching|ache)\s+in\s+(?:my|his|her|their|the)\s+chest\b|\btight\s+chest\b|\bheart\s+attack\b|\bangina\b`,
      ),
    },
    {
      code: 'breathing',
      level: 'high',
      pattern: cue(
        String.raw`\b(?:short(?:ness)?\s+of\s+breath|out\s+of\s+breath|breathless(?:ness)?|(?:can't|cannot|couldn't|could not|could barely|can barely|struggling to|struggled to|hard to|trouble|difficulty|problems)\s+breath(?:e|ing))\b`,
      ),
    },
    {
      code: 'stroke-sign',
      level: 'high',
      pattern: cue(
        String.raw`\b(?:slurred\s+speech|speech\s+(?:is|was)\s+slurred|slurring\s+(?:(?:his|her|my)\s+)?words|(?:face|mouth)\s+(?:is\s+|was\s+)?drooping|drooping\s+(?:face|mouth)|(?:a|had|having|mini)\s+stroke(?!\s+of)|suddenly\s+(?:weak|numb)|numb(?:ness)?\s+(?:down|on)\s+one\s+side)\b`,
      ),
    },
    {
      code: 'bleeding',
      level: 'high',
      pattern: cue(
        String.raw`\b(?:bleeding|bled)\s+(?:heavily|badly|a lot|everywhere)\b|\b(?:won't|wouldn't)\s+stop\s+bleeding\b|\bblood\s+in\s+(?:(?:his|her|my|the)\s+)?(?:urine|stools?|poo|wee|vomit|sick)\b|\b(?:coughing|coughed|vomiting|vomited|throwing|threw)\s+(?:up\s+)?blood\b`,
      ),
    },
    {
      code: 'confusion',
      level: 'high',
      pattern: cue(
        [
          String.raw`\b(?:confused|confusion|disoriented|disorientated|disorientation|delirious|delirium)\b(?!\s+(?:by|with|about\s+(?:the|how|which))\b)`,
          String.raw`\b${NOT}\s+(?:know|remember|tell)\s+(?:where\s+(?:i|she|he|they|we)\s+(?:was|were|am|is|are|lived?|lives)|what\s+(?:day|year|month)\s+it\s+(?:was|is)|who\s+(?:i|she|he|you|we)\s+(?:was|were|am|is|are))\b`,
          String.raw`\b${NOT}\s+recogni[sz]e\s+(?:me|us|him|her|them|my|his|their|the house|home)\b`,
        ].join('|'),
      ),
    },
    {
      code: 'lost',
      level: 'high',
      pattern: cue(
        [
          String.raw`\b(?:got|get|gets|getting|was|were|is|am|been|went|became)\s+lost\b(?!\s+(?:in\s+(?:thought|a book|the story|the film|the music)|for words)\b)`,
          String.raw`\blost\s+(?:my|his|her|their|our)\s+way\b`,
          String.raw`\bwander(?:ed|ing|s)?\s+(?:off|away|out of the house|the streets|at night|out at night|outside at night)\b`,
          String.raw`\bwent\s+missing\b`,
          String.raw`\b(?:couldn't|could not|can't|cannot)\s+find\s+(?:(?:my|his|her|their|our|the)\s+)?way\b`,
          String.raw`\bfound\s+(?:him|her|them|mum|dad|me)\s+(?:wandering|outside|in the street|on the street|down the road)\b`,
        ].join('|'),
      ),
    },
    {
      code: 'missed-medication',
      level: 'high',
      pattern: cue(
        [
          String.raw`\b(?:missed|skipped|forgot|forgotten|forgets|forgetting)\s+(?:to\s+take\s+)?${FILLER}${med}\b`,
          String.raw`\b(?:didn't|did not|hasn't|has not|haven't|have not|hadn't|had not|not|never|wasn't|refused\s+to|won't|wouldn't)\s+(?:take|taken|taking|took|had|have|given|give|use|used)\s+${FILLER}${med}\b`,
        ].join('|'),
      ),
    },
    {
      code: 'doubled-medication',
      level: 'high',
      pattern: cue(
        [
          String.raw`\b(?:took|taken|take|takes|taking|had|given|gave|gives)\s+${FILLER}${med}\s+(?:twice|two times)\b${REGIMEN}`,
          String.raw`\b(?:double|doubled|extra)\s+(?:doses?|dosage|pills?|tablets?|capsules?|insulin)\b`,
          String.raw`\b(?:doubled up|double-dosed|double dosed|overdosed?|overdosing|took too many|taken too many|took both doses|took two doses)\b`,
          String.raw`\b(?:took|taken)\s+(?:it|them)\s+twice\b${REGIMEN}`,
        ].join('|'),
      ),
    },
    {
      code: 'not-eating',
      level: 'high',
      pattern: cue(
        [
          String.raw`\b(?:hasn't|has not|haven't|have not|hadn't|had not|not|didn't|did not|refus(?:ed|es|ing)\s+to|won't|wouldn't|barely|hardly)\s+(?:been\s+)?(?:eat|eaten|eating|ate)\b[^.!?;]{0,40}?\b(?:for|in|since)\s+${DAYS}\b`,
          String.raw`\bstopped\s+eating\b`,
          String.raw`\b(?:not|isn't|wasn't|hasn't been|haven't been)\s+(?:eating\s+or\s+drinking|drinking\s+(?:anything|any water|any fluids))\b`,
          String.raw`\b(?:no|lost\s+(?:his|her|my|their))\s+appetite\b[^.!?;]{0,30}?\b(?:for|in|since)\s+${DAYS}\b`,
        ].join('|'),
      ),
    },
    {
      code: 'self-harm',
      level: 'high',
      pattern: cue(
        String.raw`\b(?:wants?\s+to\s+die|wanted\s+to\s+die|wish(?:ed)?\s+(?:i|she|he)\s+(?:was|were)\s+dead|kill\s+(?:my|him|her|them)sel(?:f|ves)|end\s+(?:it\s+all|my\s+life|her\s+life|his\s+life)|harm\s+(?:my|him|her)self|suicid\w*)\b`,
      ),
    },
    {
      code: 'appointment',
      level: 'medium',
      pattern: cue(
        String.raw`\b(?:appointments?|appt|check-?ups?|consultations?|(?:blood|eye|hearing|memory)\s+(?:tests?|clinic)|vaccinations?|flu\s+jab|booster)\b`,
      ),
    },
    {
      code: 'deadline',
      level: 'medium',
      pattern: cue(
        String.raw`\b(?:deadlines?|overdue|expir(?:es|ed|ing|y)|renew(?:al|ed)?|due\s+(?:by|on|before|date|today|tomorrow|this|next)|(?:is|are|was|were)\s+due|last\s+day\s+(?:to|for)|by\s+(?:the\s+end\s+of|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next\s+\w+))\b`,
      ),
    },
    {
      code: 'running-out',
      level: 'medium',
      pattern: cue(
        String.raw`\b(?:running|ran|run|runs)\s+(?:out|low)\b|\b(?:almost|nearly|all but|practically)\s+(?:out\s+of|gone|finished|empty|used up)\b|\b(?:low|short)\s+on\b|\b(?:down\s+to|on)\s+(?:my|his|her|the|our)\s+last\b|\bout\s+of\s+(?:(?:my|his|her|the|our)\s+)?(?:${med}|food|milk|bread|groceries|money|cash|coffee|tea|sugar|eggs|toilet roll|toilet paper|pads)\b`,
      ),
    },
  ];
}
