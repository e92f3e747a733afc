// Playwright must use the system Chromium (no browser downloads here): install Debian's package when missing.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? '' : 'sudo ';
  console.log(`Chromium mangler på ${CHROMIUM_PATH}: installerer Debian-pakken chromium …`);
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`, {
      stdio: 'inherit',
    });
  } catch {
    throw new Error(
      'Kunne ikke installere Chromium. Installer den selv (apt-get install chromium) eller sett CHROME_PATH.',
    );
  }
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`Fant fortsatt ikke Chromium på ${CHROMIUM_PATH}.`);
  return CHROMIUM_PATH;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
