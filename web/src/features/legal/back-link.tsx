import { Trans } from "@lingui/react/macro";
import { Link, useLocation, useNavigate } from "react-router";

/**
 * Opened from inside the app (the consent links on Login), Back returns there so nothing typed
 * is lost; opened directly (location key "default", the first entry), it leads to Login.
 */
export function BackLink() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Link
      className="legal-back"
      to="/login"
      onClick={(event) => {
        if (location.key === "default") return;
        event.preventDefault();
        navigate(-1);
      }}
    >
      <Trans context="navigation">Back</Trans>
    </Link>
  );
}
