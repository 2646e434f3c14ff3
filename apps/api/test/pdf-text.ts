import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Runs a poppler-utils tool (apt-get install poppler-utils) on a PDF held in memory. */
export function poppler(tool: 'pdftotext' | 'pdfinfo', pdf: Uint8Array, args: string[] = []): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kabinet-pdf-test-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    const fileArgs = tool === 'pdftotext' ? ['-layout', file, '-'] : [file];
    return execFileSync(tool, [...args, ...fileArgs], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** the PDF's text as laid out (pdftotext -layout); `-f N -l N` args pick pages */
export const pdfText = (pdf: Uint8Array, ...args: string[]) => poppler('pdftotext', pdf, args);
