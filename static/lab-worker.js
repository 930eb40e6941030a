// A Lab worker thread (src/app/lab/runner.rs): it runs the app's own wasm module, sent
// to it compiled with the address of its JavaScript glue, and plays the shares of games
// the page sends, answering each with what it counted. The page never waits on it.
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
    postMessage((await app).lab_share(data));
  } catch (e) {
    // The page then plays the games itself.
    postMessage(new Float64Array(0));
  }
};
