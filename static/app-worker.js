// A worker thread of the app (src/app/dom.rs app_worker): it runs the app's own wasm
// module, sent to it compiled with the address of its JavaScript glue, so that the
// page never waits on long work. Two kinds of work come to it:
// - the Lab's shares of games (src/app/lab/runner.rs): a request as text, answered
//   with what it counted (numbers);
// - the computer's thinking (src/app/thinker.rs): { think: question }, answered with
//   the sub-moves to play as text.
let app = null;
onmessage = async ({ data }) => {
  if (data && data.glue) {
    app = import(data.glue).then(async (glue) => {
      await glue.default({ module_or_path: data.module });
      return glue;
    });
    return;
  }
  const thinking = data && typeof data === 'object' && 'think' in data;
  try {
    const glue = await app;
    postMessage(thinking ? glue.think(data.think) : glue.lab_share(data));
  } catch (e) {
    // The page then does the work itself.
    postMessage(thinking ? null : new Float64Array(0));
  }
};
