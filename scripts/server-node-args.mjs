// Node options of the server process (scripts/serve.mjs), wherever it is started as shipped:
// `npm start` and the container (scripts/start.mjs), the benches (bench/lib.ts) and the e2e
// tests (tests/support/server.ts). V8 sizes its young generation when the process starts, so
// this cannot be set from inside serve.mjs as the heap growth is.
//
// --max-semi-space-size=8: a young generation of 16 MB instead of 32. Under load at 3,000 posts
// it took ~20 MB off the server's RSS with no measurable CPU per request or per render
// (bench/scale.ts, variants of one build): renders' garbage is short-lived and small.
export const SERVER_NODE_ARGS = ['--max-semi-space-size=8']
