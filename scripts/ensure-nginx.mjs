// `npm run stack` and its test put Debian's nginx in front of the replicas (docs/deploy.md): installs
// the nginx-light package with apt-get (through sudo -n unless root) when /usr/sbin/nginx is missing.
// Exits 0 either way; the stack says what is missing, and its test is skipped with a message.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const NGINX = '/usr/sbin/nginx';

if (!existsSync(NGINX)) {
  console.log(`[flaskswap] ${NGINX} is missing: installing Debian's nginx-light package with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const aptGet = (args) =>
    process.getuid?.() === 0
      ? spawnSync('apt-get', args, { stdio: 'inherit', env })
      : spawnSync('sudo', ['-n', 'apt-get', ...args], { stdio: 'inherit', env });
  // --no-install-recommends: the server alone; Debian's policy-rc.d in containers keeps it stopped.
  if (
    aptGet(['update']).status !== 0 ||
    aptGet(['install', '-y', '--no-install-recommends', 'nginx-light']).status !== 0
  )
    console.warn('[flaskswap] Could not install nginx. Install it as root with:  apt-get install -y nginx-light');
}
