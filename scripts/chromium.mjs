// Finds (or installs) the Chromium that the browser tests drive. Playwright's own browser
// download does not work on machines without general network access; Debian's packages do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// Debian's Chromium without its window (the build Playwright itself runs headless tests in): on two
// cores it runs the browser tests in two thirds of the full browser's time. The full browser also works.
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The executable to use, or undefined when none is present yet. */
export function findChromium() {
  const named = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (named) {
    if (!existsSync(named)) throw new Error(`PLAYWRIGHT_CHROMIUM_EXECUTABLE names ${named}, which does not exist`);
    return named;
  }
  return [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM].find((path) => existsSync(path));
}

function isRootOnDebian() {
  return typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/etc/debian_version');
}

/** Installs Debian's headless shell; false if apt-get could not. */
function installHeadlessShell() {
  console.log('Installing Debian\'s chromium-headless-shell package for the browser tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], { stdio: 'inherit', env });
    return existsSync(DEBIAN_HEADLESS_SHELL);
  } catch (error) {
    console.log(`apt-get could not install it: ${error instanceof Error ? error.message : error}`);
    return false;
  }
}

/** Returns an executable path, or undefined when Playwright's own Chromium was installed. */
export function ensureChromium() {
  const found = findChromium();
  if (found && found !== DEBIAN_CHROMIUM) return found;
  // No Chromium, or only the full browser: as root on Debian the headless shell is one package away.
  if (isRootOnDebian() && installHeadlessShell()) return DEBIAN_HEADLESS_SHELL;
  if (found) return found;
  console.log('Installing Playwright\'s Chromium for the browser tests…');
  execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  return undefined;
}

// Flags that keep a headless Chromium quiet on a machine with a closed network.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
