// Ordinary words that sit one or two typing errors away from a lexicon word ("never"/"fever", "couch"/"cough",
// "tried"/"tired", "growing up"/"throwing up", "starting"/"farting"). Spelling correction leaves them alone:
// a correctly spelled common word is far likelier than a typo that happens to make another real word.
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  `
about above after again against almost alone along already although always among angle angles anyone
anything around asked asking aware baking bathing beating because become before began begin being below
belle better between billing blank block blocked blurred bound bounding breeding bring brought bully
bumping butting bytes camping carry cause caused changed charming cheat chess chilly clamp clamps clocked
coarse could couch course crash cramming crimps cursing dense dives doing dough drink drinks driving
dummy during dwelling early earned eating eight every fairly farming feeding feels fetching fewer fight
files fired fiver fizzy flood floated floating flocked found founding freezing breezing funny getting given gives glassy
going goose great growing gutting handover heard heath heating heeding hikes hired hires horse hours
house hunting hurry jelly kites kneel known knowing later learn leading least light lives locked looking
looped lower maybe making meeting might minus mostly mouth month months mummy mussel nagging needing
never night noose often order other paint painted parting party paused people place pills pitching
plies point points poking popped putting quite reaching reading really right robbing rough rounding
saint sassy school seating seeding selling sense seven sever shall sheep shelling should showing since
sites slack smelling snoozing squeezing sounding spain speeding spelling stand start starting steep still stole stood
stretching string stink stuff sunny sweeping sweets swears sydney taking teaching telling their there
these thing things think thinker those three threat tiles tough trash treating tried tires turned
turning under until using visiting voting walking warming water weeks which while whole willing wired
wives world would wrest yelling yummy years young
`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);
