// The trailer as the damage layout draws it, made here as inline SVG (no image
// files): from above, from behind, from the front and from either side, each
// 300 units wide (damage-layout.ts). Decoration only: the places a driver taps
// are checkboxes laid over the drawing, so the drawings stay hidden from screen
// readers and carry no text to translate.
import type { ReactNode } from "react";
import { VIEW_HEIGHTS, VIEW_WIDTH, type ViewName } from "./damage-layout.ts";

// The colours are the theme's drawing tokens (styles/tokens.css): the same drawing reads in light and dark.
const BODY = { fill: "var(--draw-body)", stroke: "var(--draw-outline)", strokeWidth: 3 } as const;
const DARK = "var(--draw-solid)";
const RED = "var(--draw-red)";
const AMBER = "var(--draw-amber)";
const RIB = "var(--draw-rib)";
const METAL = "var(--draw-metal)";
const SOFT = "var(--draw-soft)";
const UNDER = { fill: "none", stroke: SOFT, strokeWidth: 2, strokeDasharray: "4 3" } as const;

function Above() {
  return (
    <>
      <polygon points="138,30 150,12 162,30" fill={DARK} />
      {[72, 218].flatMap((x) =>
        [300, 344].map((y) => (
          <rect key={`${x}-${y}`} x={x} y={y} width="10" height="36" rx="3" fill={DARK} />
        )),
      )}
      <rect x="80" y="40" width="140" height="360" rx="6" {...BODY} />
      {[100, 160, 220, 280, 340].map((y) => (
        <line key={y} x1="84" x2="216" y1={y} y2={y} stroke={RIB} strokeWidth="2" />
      ))}
      <circle cx="150" cy="72" r="8" {...UNDER} />
      <rect x="96" y="126" width="14" height="12" {...UNDER} />
      <rect x="190" y="126" width="14" height="12" {...UNDER} />
    </>
  );
}

function Rear() {
  return (
    <>
      {[44, 204].map((x) => (
        <rect key={x} x={x} y="246" width="52" height="62" rx="6" fill={DARK} />
      ))}
      <rect x="30" y="16" width="240" height="230" rx="4" {...BODY} />
      <line x1="150" x2="150" y1="22" y2="240" stroke={BODY.stroke} strokeWidth="2" />
      {[90, 120, 180, 210].map((x) => (
        <line key={x} x1={x} x2={x} y1="30" y2="234" stroke={METAL} strokeWidth="2" />
      ))}
      <rect x="40" y="24" width="16" height="9" rx="2" fill={RED} />
      <rect x="244" y="24" width="16" height="9" rx="2" fill={RED} />
      {[134, 150, 166].map((cx) => (
        <circle key={cx} cx={cx} cy="30" r="4.5" fill={RED} />
      ))}
      <circle cx="58" cy="224" r="10" fill={RED} />
      <circle cx="242" cy="224" r="10" fill={RED} />
      <line x1="110" x2="110" y1="246" y2="262" stroke={DARK} strokeWidth="4" />
      <line x1="190" x2="190" y1="246" y2="262" stroke={DARK} strokeWidth="4" />
      <rect x="70" y="262" width="160" height="16" fill="var(--paper)" stroke={DARK} strokeWidth="2" />
      {[70, 110, 150, 190].map((x) => (
        <rect key={x} x={x + 1} y="263" width="20" height="14" fill={RED} />
      ))}
    </>
  );
}

function Front() {
  return (
    <>
      {[60, 230].map((x) => (
        <g key={x}>
          <rect x={x} y="212" width="10" height="66" fill={SOFT} />
          <rect x={x - 8} y="276" width="26" height="8" rx="2" fill={DARK} />
        </g>
      ))}
      <rect x="30" y="16" width="240" height="196" rx="4" {...BODY} />
      <circle cx="150" cy="136" r="18" fill={DARK} />
      <circle cx="150" cy="136" r="9" fill={METAL} />
      <ellipse cx="70" cy="160" rx="17" ry="9" fill={RED} />
      <ellipse cx="230" cy="160" rx="17" ry="9" fill="var(--draw-blue)" />
      <rect x="128" y="212" width="44" height="16" rx="3" fill={DARK} />
      <path d="M140 228 C 120 250, 180 256, 150 296" fill="none" stroke={DARK} strokeWidth="4" />
      <path d="M160 228 C 190 248, 110 262, 156 296" fill="none" stroke={RED} strokeWidth="3" />
    </>
  );
}

/** The driver side: front on the left. The passenger side is its mirror image. */
function Side() {
  return (
    <>
      <rect x="14" y="20" width="280" height="100" rx="4" {...BODY} />
      <line x1="14" x2="64" y1="120" y2="120" stroke={DARK} strokeWidth="5" />
      <rect x="26" y="120" width="9" height="12" fill={DARK} />
      <rect x="80" y="120" width="8" height="42" fill={SOFT} />
      <rect x="72" y="160" width="24" height="7" rx="2" fill={DARK} />
      <rect x="190" y="118" width="104" height="8" fill={SOFT} />
      {[222, 268].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="146" r="23" fill={DARK} />
          <circle cx={cx} cy="146" r="9" fill={METAL} />
        </g>
      ))}
      <rect x="18" y="28" width="10" height="8" rx="2" fill={AMBER} />
      <rect x="280" y="28" width="10" height="8" rx="2" fill={RED} />
    </>
  );
}

const DRAWINGS: Record<ViewName, () => ReactNode> = {
  above: Above,
  rear: Rear,
  front: Front,
  driverSide: Side,
  passengerSide: () => <g transform={`translate(${VIEW_WIDTH} 0) scale(-1 1)`}>{Side()}</g>,
};

export function TrailerDrawing({ view }: { view: ViewName }) {
  const Drawing = DRAWINGS[view];
  return (
    <svg
      className="damage-drawing"
      viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHTS[view]}`}
      aria-hidden="true"
      focusable="false"
    >
      <Drawing />
    </svg>
  );
}
