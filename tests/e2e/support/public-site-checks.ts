import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export type VnuMessage = { type: string; url: string; lastLine?: number; message: string; extract?: string };

/** The W3C Nu validator on a set of documents in one JVM run; returns its errors, named by document. */
export async function validateHtml(documents: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'webku-vnu-'));
  try {
    const files = Object.entries(documents).map(([name, html]) => {
      const file = join(dir, `${name.replace(/[^\w-]+/g, '_')}.html`);
      writeFileSync(file, html);
      return file;
    });
    const { stdout, stderr } = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--exit-zero-always', ...files],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stderr || stdout) as { messages: VnuMessage[] };
    return messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .map((m) => `${m.url.split('/').pop()}:${m.lastLine ?? '?'} ${m.message} «${m.extract ?? ''}»`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export type AxeViolation = { id: string; impact: string; help: string; nodes: string[] };

/**
 * axe-core in the page once its animations and transitions have settled (a dialog fading in measures
 * lighter colours than it ends with); the serious and critical violations, with their elements.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    type Result = {
      id: string;
      impact: string | null;
      help: string;
      nodes: { target: unknown[]; failureSummary?: string }[];
    };
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: Result[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      nodes: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
    }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
