// Launches Debian's Chromium headless shell through playwright-core (no browser
// download): the same engine as Debian's chromium without the full browser around it,
// which cost the browser specs about a fifth more CPU (scripts/setup.sh installs it).
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium-headless-shell';

/// The switches of both launches: no sandbox (Chromium refuses it as root, as the tests
/// run here), no GPU, nothing fetched by the browser on its own (updates, sync, first-run
/// pages) beside the app's requests, and plain HTTP rather than QUIC.
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic'];

export async function launch() {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
  });
}

/// A browser with a real profile (in a fresh temporary folder): installability is
/// only reported outside incognito-like contexts.
export async function launchPersistent(userDataDir) {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
  });
}
