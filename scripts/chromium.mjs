// Finds (or installs) the Chromium that the browser tests drive. Playwright's own browser
// download does not work on machines without general network access; Debian's package does.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The executable to use, or undefined when none is present yet. */
export function findChromium() {
  const named = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (named) {
    if (!existsSync(named)) throw new Error(`PLAYWRIGHT_CHROMIUM_EXECUTABLE names ${named}, which does not exist`);
    return named;
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  return undefined;
}

function isRootOnDebian() {
  return typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/etc/debian_version');
}

/** Returns an executable path, or undefined when Playwright's own Chromium was installed. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (isRootOnDebian()) {
    console.log('Installing Debian\'s chromium package for the browser tests…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    return DEBIAN_CHROMIUM;
  }
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
