// A worker thread of the app: it runs the computer players' module (src/players,
// built as players.js and players_bg.wasm), so that the page never waits on long work.
// It loads the module when it starts. Four kinds of work come to it, each as
// { kind: text, weights }, where weights are the family's learned score as bytes
// (src/app/weights.rs) when the work needs it:
// - the Lab's shares of games (src/app/lab/runner.rs): { lab: request }, answered
//   with what it counted (numbers);
// - the computer's thinking (src/app/thinker.rs): { think: question }, answered with
//   the sub-moves to play as text;
// - a hint (src/app/sahkku/hint.rs): { hint: question }, answered with the ranking of
//   the choices as text;
// - a game's review (src/app/sahkku/review.rs): { review: record }, answered as text.
// What it cannot answer (its module did not load) it answers with null: the page then
// does the work itself.
const players = import('./players.js').then(async (m) => {
  await m.default();
  return m;
});
// A load that fails is answered at each message (null, below). Marked as seen here
// too: if it fails before the first message is read, it is not an uncaught error of
// the worker (which the page would report as its own, 2026-12-03's CI run).
players.catch(() => {});
onmessage = async ({ data }) => {
  try {
    const m = await players;
    if ('lab' in data) postMessage(m.lab_share(data.lab, data.weights));
    else if ('think' in data) postMessage(m.think(data.think, data.weights));
    else if ('hint' in data) postMessage(m.hint(data.hint, data.weights));
    else postMessage(m.review(data.review, data.weights));
  } catch (e) {
    postMessage(null);
  }
};
