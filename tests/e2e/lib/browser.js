// Launches Debian's Chromium headless shell through playwright-core (no browser
// download): the same engine as Debian's chromium without the full browser around it,
// which cost the browser specs about a fifth more CPU (scripts/setup.sh installs it).
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium-headless-shell';

export async function launch() {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/// A browser with a real profile (in a fresh temporary folder): installability is
/// only reported outside incognito-like contexts.
export async function launchPersistent(userDataDir) {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}
