// The bench's reading of a trace (main-thread.ts), on a trace made by hand in Chromium's format.
import { describe, expect, it } from "vitest";
import { mainThreadOf, type TraceEvent } from "./main-thread.ts";

const PAGE = "http://127.0.0.1:4173/manageTrailer";
const MAIN = { pid: 7, tid: 1 };
const at = (ms: number) => ms * 1000;
const x = (
  name: string,
  startMs: number,
  durMs: number,
  thread = MAIN,
  args?: TraceEvent["args"],
): TraceEvent => ({
  name,
  ph: "X",
  ...thread,
  ts: at(startMs),
  dur: at(durMs),
  args,
});
const frame = (id: number, url: string, functionName = "f") => ({
  id,
  callFrame: { functionName, url, lineNumber: 0, columnNumber: id },
});

/** The page parsed at 0 ms, painted at 100 ms; a script task at 200 ms (80 ms), a layout task at 20 ms (60 ms). */
function trace(): TraceEvent[] {
  return [
    // Another tab's renderer, busy: never read.
    x("ParseHTML", 0, 5, { pid: 9, tid: 1 }, { beginData: { url: "about:blank" } }),
    x("RunTask", 0, 500, { pid: 9, tid: 1 }),
    x("RunTask", 0, 10),
    x("ParseHTML", 0, 8, MAIN, { beginData: { url: PAGE } }),
    x("RunTask", 20, 60),
    x("Layout", 25, 50),
    { name: "firstContentfulPaint", ph: "R", ...MAIN, ts: at(100) },
    x("RunTask", 200, 80),
    x("UpdateLayoutTree", 270, 10),
    x("RunTask", 400, 30),
    { name: "Profile", ph: "P", ...MAIN, id: "0x1", ts: at(0), args: { data: { startTime: at(200) } } },
    {
      name: "ProfileChunk",
      ph: "P",
      ...MAIN,
      id: "0x1",
      ts: at(200),
      args: {
        data: {
          cpuProfile: {
            nodes: [
              frame(1, "", "(root)"),
              frame(2, "http://127.0.0.1:4173/assets/vendor.js"),
              frame(3, "http://127.0.0.1:4173/assets/app.js"),
              frame(4, "", "(program)"),
            ],
            // 200: vendor ×3 (10 ms apart), app ×4, program ×1 → vendor 30 ms, app 40 ms.
            samples: [2, 2, 2, 3, 3, 3, 3, 4, 4],
          },
          timeDeltas: [0, at(10), at(10), at(10), at(10), at(10), at(10), at(10), at(10)],
        },
      },
    },
  ];
}

const locate = ({ url }: { url: string }) => url.replace(/^.*\//, "");

describe("the bench's reading of a page's main thread", () => {
  it("finds the page's own thread, its first paint and its long tasks, each with what it held", () => {
    const read = mainThreadOf(trace(), PAGE, locate);
    expect(read.firstPaint).toBe(100);
    expect(read.longTasks).toEqual([
      { start: -80, duration: 60, parts: [["(layout)", 50]] },
      {
        start: 100,
        duration: 80,
        parts: [
          ["app.js", 40],
          ["vendor.js", 30],
          ["(style)", 10],
        ],
      },
    ]);
  });

  it("counts as blocking what each task takes past 50 ms after the first paint, as Lighthouse does", () => {
    // The 80 ms task after the paint: 30 ms. The layout before the paint: nothing.
    expect(mainThreadOf(trace(), PAGE, locate).blocking).toBe(30);
    const straddling = [...trace(), x("RunTask", 90, 70)];
    // 90–160 ms: its blocking part starts at 140 ms (after its first 50 ms), 20 ms more.
    expect(mainThreadOf(straddling, PAGE, locate).blocking).toBe(50);
  });

  it("reads nothing from a trace of another page", () => {
    expect(mainThreadOf(trace(), "http://127.0.0.1:4173/login", locate)).toEqual({
      firstPaint: undefined,
      longTasks: [],
      blocking: 0,
    });
  });
});
