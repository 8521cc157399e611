// What npm test prints last: each stage, how long it took and what it counted (issue 42), read
// from the closing lines of its runner (Vitest, Playwright, node's test runner). A stage whose
// runner counts nothing (lint, typecheck) shows only its time.

// eslint-disable-next-line no-control-regex -- terminal colour codes
const COLOURS = /\u001b\[[0-9;]*m/g;

/** The counts a runner's closing lines give, e.g. "1211 passed, 16 skipped"; '' when it gives none. */
export const countsOf = (output) => {
  const text = output.replace(COLOURS, '');
  // Vitest: "      Tests  1211 passed | 16 skipped (1227)"
  const vitest = [...text.matchAll(/^\s*Tests\s+([^\n(]*?)\s*\(\d+\)\s*$/gm)].at(-1);
  if (vitest) return vitest[1].replace(/\s*\|\s*/g, ', ');
  // node --test: "# pass 12" / "# fail 0" / "# skipped 0"
  const nodePass = [...text.matchAll(/^# pass (\d+)$/gm)].at(-1);
  if (nodePass) {
    const fail = [...text.matchAll(/^# fail (\d+)$/gm)].at(-1)?.[1] ?? '0';
    return `${nodePass[1]} passed, ${fail} failed`;
  }
  // Playwright's list reporter: "  425 passed (21.3m)", "  2 failed", "  1 flaky"
  const playwright = ['passed', 'failed', 'flaky', 'skipped'].flatMap((word) => {
    const last = [...text.matchAll(new RegExp(`^\\s+(\\d+) ${word}(?: \\(|$)`, 'gm'))].at(-1);
    return last ? [`${last[1]} ${word}`] : [];
  });
  return playwright.join(', ');
};

const minutes = (seconds) => (seconds >= 60 ? `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s` : `${seconds} s`);

/** The closing table: one row a stage, then the whole run's time. */
export const stageTable = (stages, totalSeconds) => {
  const rows = stages.map(({ label, seconds, ok, counts }) => [label, minutes(seconds), ok ? 'ok' : 'FAILED', counts || '']);
  const header = ['stage', 'time', 'result', 'counted'];
  const widths = header.map((_, column) => Math.max(header[column].length, ...rows.map((row) => row[column].length)));
  const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line), '', `npm test took ${minutes(totalSeconds)} in all.`].join('\n');
};
