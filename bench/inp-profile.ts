import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';

// `BENCH_INP_PROFILE=<dir>` (bench/inp.ts): a Chromium trace of each measured interaction, saved
// for DevTools' Performance panel and summed up here — what the renderer's main thread did between
// the input and the next paint: its long tasks and, by the V8 sampler, the functions that ran.
// Function names are readable on a build without minifying (`vite build --minify false`).

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      type?: string;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/**
 * An init script: a stand-in for React DevTools' hook that counts, at each commit, the components
 * whose function ran (React's PerformedWork flag, as DevTools reads it), by name. Subtrees React
 * bailed out of keep their current children and are not walked.
 */
export const COUNT_RENDERS = `
  window.__renders = { commits: 0, byName: {} };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), isDisabled: false,
    inject() { return 1; }, checkDCE() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const counts = window.__renders;
      counts.commits += 1;
      const stack = [root.current];
      while (stack.length) {
        const fiber = stack.pop();
        const type = fiber.type;
        const name = type && typeof type !== 'string' ? type.displayName || type.name || (type.render && type.render.name) : null;
        if (name && (fiber.flags & 1)) counts.byName[name] = (counts.byName[name] || 0) + 1;
        const bailedOut = fiber.alternate && fiber.child === fiber.alternate.child;
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child && !bailedOut) stack.push(fiber.child);
      }
    },
  };
`;

/** Runs `act` under a Chromium trace; saves it under `dir` and prints what ran. */
export async function profiled(
  browser: Browser,
  page: Page,
  dir: string,
  name: string,
  act: () => Promise<void>,
): Promise<void> {
  await browser.startTracing(page, { categories: CATEGORIES });
  // the sampler's start is a long task of its own: not the interaction's
  await page.waitForTimeout(1_000);
  await page.evaluate(() => {
    (window as unknown as { __renders: unknown }).__renders = { commits: 0, byName: {} };
  });
  await act();
  // what the interaction left for after its next paint (effects, the data it asked for)
  await page.waitForTimeout(300);
  const renders = await page.evaluate(
    () => (window as unknown as { __renders: { commits: number; byName: Record<string, number> } }).__renders,
  );
  const trace = await browser.stopTracing();
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name.replace(/\W+/g, '-')}.json`);
  fs.writeFileSync(file, trace);
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const rendered = Object.entries(renders.byName).sort((a, b) => b[1] - a[1]);
  console.log(
    `\n-- ${name} (${path.relative(process.cwd(), file)})\n${summary(events)}\n` +
      `  React: ${renders.commits} commits, ${rendered.reduce((s, [, n]) => s + n, 0)} component renders: ` +
      rendered
        .slice(0, 20)
        .map(([n, count]) => `${n} ×${count}`)
        .join(', '),
  );
}

/** The main thread of the page's renderer: the CrRendererMain with the most work. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const mains = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const work = (m: TraceEvent) =>
    events
      .filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X')
      .reduce((s, e) => s + (e.dur ?? 0), 0);
  const best = mains.sort((a, b) => work(b) - work(a))[0]!;
  return { pid: best.pid, tid: best.tid };
}

const label = (e: TraceEvent) => (e.args?.data?.type ? `${e.name}:${e.args.data.type}` : e.name);
const ms = (us: number) => (us / 1000).toFixed(1);

function summary(events: TraceEvent[]): string {
  const main = mainThread(events);
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const inputs = onMain.filter((e) => e.name === 'EventDispatch');
  const start = inputs[0]?.ts ?? onMain[0]?.ts ?? 0;
  const lines: string[] = [];
  const sampled = samplesOf(events, main.pid);
  // the long tasks (≥ 16 ms), each with the kinds of work that took most of it (self time)
  const tasks = onMain.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  for (const task of tasks.filter((t) => t.dur! >= 16_000 && t.ts + t.dur! >= start)) {
    const inside = onMain.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!,
    );
    const selfTimes = selfTimeBy(inside, label);
    const top = [...selfTimes]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([n, t]) => `${n} ${ms(t)}`);
    lines.push(`  task at +${ms(task.ts - start)} ms, ${ms(task.dur!)} ms: ${top.join(', ')}`);
    if (task.dur! >= 40_000) {
      const hot = hotFunctions(sampled, task.ts, task.ts + task.dur!, 8);
      lines.push(`    self: ${hot.self}`, `    on the stack: ${hot.onStack}`);
    }
  }
  // the Event Timing entries of the interaction (≥ 40 ms): input to next paint, and the handlers' part
  for (const e of events.filter((x) => x.name === 'EventTiming' && x.ph === 'b')) {
    const data = e.args?.data as
      | {
          type: string;
          duration: number;
          interactionId?: number;
          processingStart?: number;
          processingEnd?: number;
        }
      | undefined;
    if (!data?.interactionId || data.duration < 40) continue;
    const handlers = (data.processingEnd ?? 0) - (data.processingStart ?? 0);
    lines.push(
      `  event ${data.type}: ${data.duration.toFixed(0)} ms to the next paint, handlers ${handlers.toFixed(1)} ms`,
    );
  }
  return lines.join('\n');
}

/** Self time of nested complete events (children subtracted), summed by `key`. */
function selfTimeBy(sorted: TraceEvent[], key: (e: TraceEvent) => string): Map<string, number> {
  const totals = new Map<string, number>();
  const stack: { end: number; name: string; self: number }[] = [];
  const pop = () => {
    const done = stack.pop()!;
    totals.set(done.name, (totals.get(done.name) ?? 0) + done.self);
  };
  for (const e of sorted) {
    while (stack.length && stack.at(-1)!.end <= e.ts) pop();
    if (stack.length) stack.at(-1)!.self -= e.dur!;
    stack.push({ end: e.ts + e.dur!, name: key(e), self: e.dur! });
  }
  while (stack.length) pop();
  return totals;
}

interface Sample {
  ts: number;
  us: number;
  node: ProfileNode;
}

/** The V8 sampler's samples of the renderer, each with its time on the trace clock and its weight. */
function samplesOf(
  events: TraceEvent[],
  pid: number,
): { samples: Sample[]; nodes: Map<number, ProfileNode> } {
  const nodes = new Map<number, ProfileNode>();
  const raw: { ts: number; us: number; id: number }[] = [];
  const clock = new Map<string, number>();
  for (const e of events.filter((x) => x.pid === pid && x.name === 'Profile'))
    clock.set(e.id ?? '', (e.args?.data as { startTime?: number } | undefined)?.startTime ?? 0);
  for (const e of events.filter((x) => x.pid === pid && x.name === 'ProfileChunk')) {
    const profile = e.args?.data?.cpuProfile;
    for (const node of profile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = e.args?.data?.timeDeltas ?? [];
    let ts = clock.get(e.id ?? '') ?? 0;
    (profile?.samples ?? []).forEach((id, i) => {
      ts += deltas[i] ?? 0;
      raw.push({ ts, us: deltas[i + 1] ?? deltas[i] ?? 0, id });
    });
    clock.set(e.id ?? '', ts);
  }
  const idle = ['(idle)', '(program)', '(root)'];
  const samples = raw
    .map(({ ts, us, id }) => ({ ts, us, node: nodes.get(id)! }))
    .filter((x) => x.node && !idle.includes(x.node.callFrame.functionName));
  return { samples, nodes };
}

const frameName = (node: ProfileNode) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url ? `${path.basename(url).replace(/-[\w-]{8}\.js$/, '')}:${lineNumber}` : '';
  return `${functionName || '(anonymous)'}${where ? ` [${where}]` : ''}`;
};

// the scheduler's and the event system's frames are on every stack: they say nothing
const PLUMBING =
  /^(\(anonymous\)|performWorkUntilDeadline|runWithPriority|dispatchEvent\w*|batchedUpdates\$?\d*|flushSyncWork\w*|processRootSchedule\w*|performWorkOnRoot\w*|flushSpawnedWork|commitRoot\w*|flushPassiveEffects\w*|flushPendingEffects|performSyncWorkOnRoot|workLoop\w*|renderRoot\w*|performUnitOfWork|beginWork|completeWork|completeUnitOfWork|callCallback|executeDispatch\w*|processDispatchQueue\w*)$/;

/** In [from, to): the functions with the most self time, and with the most time on the stack. */
function hotFunctions(
  { samples, nodes }: ReturnType<typeof samplesOf>,
  from: number,
  to: number,
  count: number,
) {
  const self = new Map<string, number>();
  const onStack = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
  for (const sample of samples) {
    if (sample.ts < from || sample.ts >= to) continue;
    add(self, frameName(sample.node), sample.us);
    const seen = new Set<string>();
    for (
      let node: ProfileNode | undefined = sample.node;
      node;
      node = node.parent !== undefined ? nodes.get(node.parent) : undefined
    ) {
      if (PLUMBING.test(node.callFrame.functionName) || idleFrame(node)) continue;
      const key = frameName(node);
      if (!seen.has(key)) add(onStack, key, sample.us);
      seen.add(key);
    }
  }
  const top = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([n, us]) => `${n} ${ms(us)}`)
      .join(', ');
  return { self: top(self), onStack: top(onStack) };
}

const idleFrame = (node: ProfileNode) =>
  ['(root)', '(program)', '(idle)'].includes(node.callFrame.functionName);
