import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../tests/support/server/free-port';

// Debian's nginx-light serving one file at / (with its precompressed .gz) and the files beside it, one worker:
// the static baseline.
export async function startNginx(dir: string, file: string) {
  if (!existsSync('/usr/sbin/nginx')) {
    execFileSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], { stdio: 'inherit' });
  }
  const port = await freePort();
  // nginx's workers run as an unprivileged user: they must be able to read the page.
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, 'logs'), { recursive: true });
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  types { text/html html; application/javascript js; text/css css; image/svg+xml svg; image/webp webp; }
  gzip_static on;
  client_body_temp_path ${dir}/tmp;
  proxy_temp_path ${dir}/tmp;
  fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp;
  scgi_temp_path ${dir}/tmp;
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    location = / { try_files /${file} =404; }
  }
}
`,
  );
  mkdirSync(join(dir, 'tmp'), { recursive: true });
  const child = spawn('/usr/sbin/nginx', ['-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
  await new Promise((r) => setTimeout(r, 500));
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}
