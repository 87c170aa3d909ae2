import { Trans } from "@lingui/react/macro";
import { Navigate, useNavigate } from "react-router";
import { BackToTrailer } from "#web/components/back-to-trailer.tsx";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { paths } from "#web/config/paths.ts";
import { heldTrailers } from "#web/stores/held-trailers.ts";
import { flow, updateFlow } from "#web/stores/trailer-flow.ts";

/**
 * Trailer action (docs/product.md §2): the trailer identified, by its sticker or its number, is the one the
 * driver holds: detach it, or another.
 */
export default function TrailerActionPage() {
  const navigate = useNavigate();
  const current = flow.value;
  if (!current) return <Navigate to={paths.manageTrailer.getHref()} replace />;
  const trailerNumber = current.trailer.trailerNumber;
  const { attached } = heldTrailers.value;
  const onPhone = attached?.trailerId === current.trailer.trailerId && attached.onPhone;
  const detach = () => {
    updateFlow({ association: "detach", check: null });
    void navigate(paths.trailerCheck.getHref(), { replace: true });
  };
  return (
    <div className="page">
      <h1>
        <Trans>Trailer {trailerNumber}</Trans>
      </h1>
      <p>
        {onPhone ? (
          <Trans>
            You attached this trailer on this phone; the attach is waiting to be sent. What do you want to do?
          </Trans>
        ) : (
          <Trans>This trailer is attached to you on this order. What do you want to do?</Trans>
        )}
      </p>
      <Button onClick={detach}>
        <Trans>Detach this trailer</Trans>
      </Button>
      <ButtonLink variant="secondary" to={paths.scan.getHref()}>
        <Trans>Scan another trailer</Trans>
      </ButtonLink>
      <BackToTrailer on="step" />
      <ButtonLink variant="secondary" to={paths.manageTrailer.getHref()}>
        <Trans>Back to Manage trailer</Trans>
      </ButtonLink>
    </div>
  );
}
