// @vitest-environment node
// What the bench prints of a page's Lighthouse runs (decision 093): each figure's own median, and
// the downloads Lantern counted into a largest paint because they ended before the observed paint.
import { describe, expect, it } from "vitest";
import {
  endedBeforePaint,
  type LighthouseResult,
  medianFigures,
  rendererOf,
  runsInAnEarlierRenderer,
} from "./lighthouse-runs.ts";

const run = (score: number, fcp: number, lcp: number, element = `p ${lcp}`) => ({
  score,
  fcp,
  lcp,
  tbt: score,
  cls: 0,
  si: fcp,
  element,
});

describe("a page's figures over its runs", () => {
  it("are each figure's median, not the figures of the run with the median score", () => {
    // Tied scores: the run picked by its score was the first of the ties, with the largest paint
    // of all five (Login, load 11: 1.14 s printed, 0.86 s the median).
    const runs = [
      run(100, 804, 804),
      run(97, 811, 1026),
      run(100, 746, 746),
      run(98, 850, 1142),
      run(84, 855, 855),
    ];
    const figures = medianFigures(runs);
    expect(figures.lcp).toBe(855);
    expect(figures.fcp).toBe(811);
    expect(figures.score).toBe(98);
    expect(figures.tbt).toBe(98);
    // What the largest paint was comes from the run whose largest paint is the median.
    expect(figures.element).toBe("p 855");
  });

  it("refuses no runs", () => {
    expect(() => medianFigures([])).toThrow();
  });
});

const lighthouseResult = (paint: number, requests: { url: string; resourceType: string; end: number }[]) =>
  ({
    audits: {
      metrics: { details: { items: [{ observedLargestContentfulPaint: paint }] } },
      "network-requests": {
        details: {
          items: requests.map(({ url, resourceType, end }) => ({ url, resourceType, networkEndTime: end })),
        },
      },
    },
  }) satisfies LighthouseResult;

describe("downloads counted into the largest paint", () => {
  it("are the subresources that ended before the observed paint, whatever their priority", () => {
    const lhr = lighthouseResult(291, [
      { url: "http://127.0.0.1:1/login", resourceType: "Document", end: 93 },
      { url: "http://127.0.0.1:1/assets/index-Cd3weHeV.js", resourceType: "Script", end: 285 },
      { url: "http://127.0.0.1:1/assets/vendor-D-SPXLSi.js", resourceType: "Script", end: 385 },
      { url: "http://127.0.0.1:1/icon.svg", resourceType: "Image", end: 291 },
    ]);
    expect(endedBeforePaint(lhr)).toEqual(["index-Cd3weHeV.js", "icon.svg"]);
  });

  it("are none when the result has no observed paint", () => {
    expect(endedBeforePaint({ audits: {} })).toEqual([]);
  });
});

describe("each run's renderer (decision 099)", () => {
  it("is the process the page navigated in, not the blank page's before it", () => {
    const trace = {
      traceEvents: [
        { name: "navigationStart", pid: 7, args: { data: { documentLoaderURL: "about:blank" } } },
        { name: "TracingStartedInBrowser", pid: 1 },
        {
          name: "navigationStart",
          pid: 42,
          args: { data: { documentLoaderURL: "http://127.0.0.1:4173/login" } },
        },
      ],
    };
    expect(rendererOf(trace)).toBe(42);
    expect(rendererOf({ traceEvents: [] })).toBeUndefined();
  });

  it("names the runs that loaded in a process an earlier run had used", () => {
    expect(runsInAnEarlierRenderer([343, 343, 350, 343, 351])).toEqual([2, 4]);
    expect(runsInAnEarlierRenderer([1, 2, 3, undefined, undefined])).toEqual([]);
  });
});
