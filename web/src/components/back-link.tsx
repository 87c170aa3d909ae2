import { Trans } from "@lingui/react/macro";
import { Link, useLocation, useNavigate } from "react-router";
import { paths } from "#web/config/paths.ts";
import { isSignedIn } from "#web/stores/session.ts";

/**
 * Back to where the driver came from in the app. Opened straight at this screen (a shared link,
 * the installed app reopened here: the first entry, location key "default"), it leads to
 * `fallback`, else to Manage trailer, or to Welcome when no one is signed in. The installed app has
 * no browser Back button: every screen has a way back, and this is the one (decision 107).
 */
export function BackLink({ fallback, className }: { fallback?: string; className?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const to = fallback ?? (isSignedIn.value ? paths.manageTrailer.getHref() : paths.welcome.getHref());
  return (
    <Link
      className={["back-link", className].filter(Boolean).join(" ")}
      to={to}
      onClick={(event) => {
        if (location.key === "default") return;
        event.preventDefault();
        void navigate(-1);
      }}
    >
      <span aria-hidden="true">‹</span>
      <Trans context="navigation">Back</Trans>
    </Link>
  );
}
