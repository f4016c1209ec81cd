// The server's Content-Security-Policy forbids eval. Left to itself, zod tries `new Function` as each object
// schema is built, to see whether it may compile faster parsers, and the browser reports every try as a policy
// violation. zod 4 reads its settings from this global when it first loads (it shares them across copies of
// itself), so setting it here, before any lazy chunk brings zod in, keeps it from trying without putting zod in
// the first download. The browser test of the Content-Security-Policy fails if this stops working.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
