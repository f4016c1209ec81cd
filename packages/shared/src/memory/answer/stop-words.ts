// Words that carry no subject of their own in a question or a memory: pronouns, articles, auxiliaries, question
// words and fillers. They are dropped before indexing and searching (the question type is read separately).
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between
both but by can could did do does doing done down during each either ever few for from further had has have
having he her here hers herself him himself his how i if in into is it its itself just last let may me might
mine more most must my myself no nor now of off on once only or other our ours ourselves out over own please
quite really same shall she should so some still such than that the their theirs them themselves then there
these they this those through to too under until up upon us usually very was we were what whatever when where
whereabouts which while who whom whose why will with would yet you your yours yourself
tell remember know think get got happen happened happens thing things anything something everything
not didn't don't doesn't isn't aren't wasn't weren't haven't hasn't hadn't can't won't couldn't wouldn't shouldn't`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);
