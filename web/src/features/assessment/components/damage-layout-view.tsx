// One drawing of the damage layout with its places: each place is a real
// checkbox, named by its damage item, laid over the drawing where that part is,
// at least 48 px (damage-layout.ts). Checked means damage is marked there.
import { useLingui } from "@lingui/react/macro";
import {
  type LayoutView,
  type Rect,
  VIEW_HEIGHTS,
  VIEW_WIDTH,
} from "#web/features/assessment/layout/damage-layout.ts";
import { TrailerDrawing } from "#web/features/assessment/layout/trailer-drawings.tsx";

const percent = (value: number, of: number) => `${(value / of) * 100}%`;

function placeStyle(rect: Rect, height: number) {
  return {
    left: percent(rect.x, VIEW_WIDTH),
    top: percent(rect.y, height),
    width: percent(rect.w, VIEW_WIDTH),
    height: percent(rect.h, height),
  };
}

export function DamageLayoutView({
  layout,
  isMarked,
  onToggle,
}: {
  layout: LayoutView;
  isMarked: (subType: LayoutView["places"][number]["subType"]) => boolean;
  onToggle: (subType: LayoutView["places"][number]["subType"], marked: boolean) => void;
}) {
  const { t } = useLingui();
  const height = VIEW_HEIGHTS[layout.view];
  return (
    <figure className="damage-view">
      <figcaption className="damage-view-caption">{t(layout.caption)}</figcaption>
      <div className="damage-view-frame" style={{ aspectRatio: `${VIEW_WIDTH} / ${height}` }}>
        <TrailerDrawing view={layout.view} />
        {layout.places.map((place) => {
          const marked = isMarked(place.subType);
          return (
            <label
              key={place.subType}
              className="damage-place"
              data-marked={marked || undefined}
              style={placeStyle(place.rect, height)}
            >
              <input
                type="checkbox"
                className="damage-place-input"
                checked={marked}
                onChange={(event) => onToggle(place.subType, event.target.checked)}
              />
              <span className="damage-place-text">{t(place.label)}</span>
            </label>
          );
        })}
      </div>
    </figure>
  );
}
