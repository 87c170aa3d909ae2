// Where a page's main thread goes, read from a Chromium trace recorded with the
// CPU profiler on (devtools.timeline + disabled-by-default-v8.cpu_profiler): the
// renderer's top-level tasks, and for each long one (a tap waits it out) what it
// held, by source module (the build's source maps turn minified chunks back into
// web/src/… files and npm packages) or by the browser's own work (layout, style,
// parsing HTML, garbage collection). Pure: scripts/bench/profile.ts records the
// trace, this reads it (main-thread.test.ts holds it on a trace made by hand).

/** A trace event as Chromium writes it (only the fields read here). */
export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown>; beginData?: { url?: string } };
};

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; parent?: number };
type ChunkData = { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };

/** Where a script position comes from: `web/src/first-screen/start.tsx`, `react-dom`, or the script's file name. */
export type Locate = (frame: CallFrame) => string;

export type LongTask = {
  /** From the first paint (negative: before it), ms. */
  start: number;
  duration: number;
  /** What the task's time went to, longest first: [what, ms]. */
  parts: [string, number][];
};

export type MainThread = {
  firstPaint: number | undefined;
  longTasks: LongTask[];
  /** Each task's time past its first 50 ms that falls after the first paint (Lighthouse's TBT, unsimulated). */
  blocking: number;
};

/** The browser's own work inside a task, by trace event (a script's time comes from the samples). */
const BROWSER_WORK: Record<string, string> = {
  Layout: "(layout)",
  UpdateLayoutTree: "(style)",
  ParseHTML: "(parse HTML)",
  ParseAuthorStyleSheet: "(parse CSS)",
  MajorGC: "(garbage collection)",
  MinorGC: "(garbage collection)",
  Paint: "(paint)",
  "v8.compile": "(compile)",
  "v8.compileModule": "(compile)",
};

const LONG_TASK_MS = 50;

/** The renderer's main thread that parsed the page's HTML (not another tab's, nor a worker's). */
function pageThread(events: TraceEvent[], page: string): { pid: number; tid: number } | undefined {
  const parsed = events.find(
    (e) => e.name === "ParseHTML" && e.ph === "X" && e.args?.beginData?.url?.startsWith(page),
  );
  return parsed && { pid: parsed.pid, tid: parsed.tid };
}

/** The CPU profile's samples on `thread`: [time µs, the sampled stack's leaf node]. */
function samplesOn(events: TraceEvent[], thread: { pid: number; tid: number }) {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  const starts = new Map<string, number>();
  for (const e of events) {
    if (e.pid !== thread.pid) continue;
    if (e.name === "Profile" && e.id !== undefined && e.tid === thread.tid) {
      starts.set(e.id, Number((e.args?.data as { startTime?: number } | undefined)?.startTime ?? e.ts));
    }
    if (e.name !== "ProfileChunk" || e.id === undefined || !starts.has(e.id)) continue;
    const data = e.args?.data as ChunkData | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let ts = starts.get(e.id)!;
    const deltas = data?.timeDeltas ?? [];
    (data?.cpuProfile?.samples ?? []).forEach((node, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ ts, node });
    });
    starts.set(e.id, ts);
  }
  samples.sort((a, b) => a.ts - b.ts);
  return { nodes, samples };
}

const NOT_SCRIPT = new Set(["(idle)", "(program)", "(garbage collector)", "(root)"]);

/** Reads the trace of loading `page` (its URL): its long tasks, each with what it held. */
export function mainThreadOf(events: TraceEvent[], page: string, locate: Locate): MainThread {
  const thread = pageThread(events, page);
  if (!thread) return { firstPaint: undefined, longTasks: [], blocking: 0 };
  const onThread = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
  const paint = onThread.find((e) => e.name === "firstContentfulPaint" || e.name === "firstPaint");
  const origin = onThread.find((e) => e.name === "ParseHTML")!.ts;
  const firstPaint = paint?.ts;
  const { nodes, samples } = samplesOn(events, thread);
  const tasks = onThread.filter(
    (e) =>
      e.name === "RunTask" && e.ph === "X" && e.ts >= origin - 1000 && (e.dur ?? 0) / 1000 >= LONG_TASK_MS,
  );
  const longTasks: LongTask[] = [];
  let blocking = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const parts = new Map<string, number>();
    const add = (what: string, ms: number) => parts.set(what, (parts.get(what) ?? 0) + ms);
    // The browser's own work, outermost events only (a Layout inside a script's call is counted once).
    let coveredUntil = 0;
    for (const e of onThread) {
      const what = BROWSER_WORK[e.name];
      if (!what || e.ph !== "X" || e.ts < task.ts || e.ts >= end || e.ts < coveredUntil) continue;
      add(what, (e.dur ?? 0) / 1000);
      coveredUntil = e.ts + (e.dur ?? 0);
    }
    // Script time: each sample in the task stands for the time until the next one.
    for (let i = 0; i < samples.length - 1; i++) {
      const { ts, node } = samples[i]!;
      if (ts < task.ts || ts >= end) continue;
      const frame = nodes.get(node)?.callFrame;
      if (!frame || NOT_SCRIPT.has(frame.functionName) || !frame.url) continue;
      add(locate(frame), Math.min(samples[i + 1]!.ts, end) / 1000 - ts / 1000);
    }
    const duration = (task.dur ?? 0) / 1000;
    if (firstPaint !== undefined) {
      blocking += Math.max(0, (end - Math.max(task.ts + LONG_TASK_MS * 1000, firstPaint)) / 1000);
    }
    longTasks.push({
      start: (task.ts - (firstPaint ?? origin)) / 1000,
      duration,
      parts: [...parts].filter(([, ms]) => ms >= 1).sort((a, b) => b[1] - a[1]),
    });
  }
  return {
    firstPaint: firstPaint === undefined ? undefined : (firstPaint - origin) / 1000,
    longTasks,
    blocking,
  };
}
