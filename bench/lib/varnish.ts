import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { hasVarnish, startVarnish } from '../../tests/fakes/varnish';

export { hasVarnish };

// deploy/varnish/webku.vcl in front of several instances: its one backend replaced by a round-robin
// director over the given ports (the VCL's own vcl_recv runs after the director is chosen).
export function startVarnishOver(appPorts: number[], port?: number) {
  const vcl = readFileSync(new URL('../../deploy/varnish/webku.vcl', import.meta.url), 'utf8');
  const backends = appPorts.map(
    (p, i) => `backend app${i} {\n    .host = "127.0.0.1";\n    .port = "${p}";\n}\n`,
  );
  const adds = appPorts.map((_, i) => `    lb.add_backend(app${i});\n`).join('');
  const director = [
    'import directors;',
    ...backends,
    `sub vcl_init {\n    new lb = directors.round_robin();\n${adds}}`,
    'sub vcl_recv {\n    set req.backend_hint = lb.backend();\n}',
  ].join('\n');
  const text = vcl
    .replace(/backend webku \{[^}]*\}\n/, '')
    .replace('import std;', `import std;\n${director}`);
  return startVarnish({ appPort: appPorts[0]!, port, vcl: text });
}

/** Counters of a running Varnish (varnishstat), by name. */
export function varnishCounters(workDir: string, names: string[]): Record<string, number> {
  const out = execFileSync('varnishstat', ['-n', workDir, '-1', ...names.flatMap((n) => ['-f', n])], {
    encoding: 'utf8',
  });
  const counters: Record<string, number> = {};
  for (const line of out.split('\n')) {
    const [name, value] = line.trim().split(/\s+/);
    if (name) counters[name] = Number(value);
  }
  return counters;
}
