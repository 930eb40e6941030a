// The computer's thinking thread (src/app/thinker.rs): it runs the app's own wasm
// module, sent to it compiled with the address of its JavaScript glue, and answers
// each question (a Sáhkku game and a computer level, as text) with the sub-moves to
// play, so that the page never waits while the computer thinks.
let app = null;
onmessage = async ({ data }) => {
  if (data && data.glue) {
    app = import(data.glue).then(async (glue) => {
      await glue.default({ module_or_path: data.module });
      return glue;
    });
    return;
  }
  try {
    postMessage((await app).think(data));
  } catch (e) {
    // The page then lets the computer think on its own thread.
    postMessage(null);
  }
};
