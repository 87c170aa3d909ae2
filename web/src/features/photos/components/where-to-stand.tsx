// Where the driver stands for each photo, drawn here as inline SVG (no image
// files): the trailer from above, its front (kingpin, landing gear) at the top
// and its doors at the bottom, the driver's side on the left as seen from the
// cab. A person seen from above with the camera's field of view marks each spot.
// The aerial step shows all six numbered; a view's step shows its own spot and
// the others faint. Decoration: the words beside it say the same to a screen
// reader, so the drawing is hidden from it and carries no text to translate.
import type { PhotoSide } from "#shared/logistics/enums.ts";
import { PHOTO_VIEWS } from "#web/features/photos/photo-views.ts";

// The colours are the theme's drawing tokens (styles/tokens.css): the same drawing reads in light and dark.
const INK = "var(--draw-solid)";
const SOFT = "var(--draw-soft)";
const BODY = { fill: "var(--draw-body)", stroke: "var(--draw-outline)", strokeWidth: 3 } as const;
const ACCENT = "var(--draw-amber)";
const DONE = "var(--draw-done)";

function Trailer() {
  return (
    <g>
      {/* Tandem axles near the rear, wheels sticking out either side. */}
      {[52, 140].flatMap((x) =>
        [206, 232].map((y) => <rect key={`${x}-${y}`} x={x} y={y} width="8" height="20" rx="2" fill={INK} />),
      )}
      <rect x="60" y="40" width="80" height="240" rx="5" {...BODY} />
      {[80, 120, 160, 200, 240].map((y) => (
        <line key={y} x1="63" x2="137" y1={y} y2={y} stroke="var(--draw-rib)" strokeWidth="2" />
      ))}
      {/* Kingpin and landing gear at the front; the two rear doors. */}
      <circle cx="100" cy="56" r="5" fill="none" stroke={SOFT} strokeWidth="2" strokeDasharray="3 2" />
      <rect
        x="66"
        y="88"
        width="9"
        height="8"
        fill="none"
        stroke={SOFT}
        strokeWidth="2"
        strokeDasharray="3 2"
      />
      <rect
        x="125"
        y="88"
        width="9"
        height="8"
        fill="none"
        stroke={SOFT}
        strokeWidth="2"
        strokeDasharray="3 2"
      />
      <line x1="100" x2="100" y1="266" y2="280" stroke={INK} strokeWidth="3" />
      <rect x="60" y="276" width="80" height="6" fill={INK} />
    </g>
  );
}

type Marker = { x: number; y: number; facing: number };

/** A person from above (head and shoulders) with the camera's field of view in front of them. */
function Person({ x, y, facing, tone, number }: Marker & { tone: string; number?: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${facing})`}>
      <path d="M0 0 L-26 -46 A52 52 0 0 1 26 -46 Z" fill={tone} opacity="0.28" />
      <ellipse cx="0" cy="0" rx="12" ry="6" fill={tone} />
      <circle cx="0" cy="0" r="6" fill={INK} />
      {number !== undefined && (
        <g transform={`rotate(${-facing})`}>
          <circle cx="0" cy="0" r="9" fill={INK} />
          <text x="0" y="4.5" textAnchor="middle" fontSize="12" fontWeight="700" fill="var(--paper)">
            {number}
          </text>
        </g>
      )}
    </g>
  );
}

/**
 * The trailer from above with where to stand. `current`: the view being taken (its spot drawn
 * strong, the rest faint); none: all six numbered in walking order. `taken`: views already taken.
 */
export function WhereToStand({ current, taken = [] }: { current?: PhotoSide; taken?: readonly PhotoSide[] }) {
  return (
    <svg
      className="where-to-stand"
      viewBox="0 0 200 300"
      role="presentation"
      aria-hidden="true"
      focusable="false"
    >
      <Trailer />
      {PHOTO_VIEWS.map((view, i) => {
        const isCurrent = view.side === current;
        const tone = isCurrent ? ACCENT : taken.includes(view.side) ? DONE : SOFT;
        if (current && !isCurrent) {
          return (
            <circle key={view.side} cx={view.stand.x} cy={view.stand.y} r="5" fill={tone} opacity="0.6" />
          );
        }
        return <Person key={view.side} {...view.stand} tone={tone} number={current ? undefined : i + 1} />;
      })}
    </svg>
  );
}
