import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { BackLink } from "#web/components/back-link.tsx";
import { paths } from "#web/config/paths.ts";
import { useLegalCatalog } from "./load-legal-catalog.ts";
import "./legal.css";

type LegalPageProps = {
  title: ReactNode;
  /** ISO date, e.g. "2024-01-26". */
  lastModified: string;
  children: ReactNode;
};

/** Opened straight (not from Login's consent links), Back leads to Login, where they are agreed to. */
const LOGIN = paths.login.getHref();

/** The frame both legal texts share; renders once the active locale's legal catalog is loaded. */
export function LegalPage({ title, lastModified, children }: LegalPageProps) {
  const ready = useLegalCatalog();
  const { i18n } = useLingui();
  if (!ready) return <main className="legal" aria-busy="true" />;

  // UTC on both sides, so the calendar date never shifts with the phone's time zone.
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${lastModified}T00:00:00Z`),
  );
  return (
    <main className="legal">
      <header className="legal-nav">
        <BackLink fallback={LOGIN} />
      </header>
      <h1>{title}</h1>
      <p className="legal-modified">
        <Trans>
          Last modified: <time dateTime={lastModified}>{date}</time>
        </Trans>
      </p>
      {children}
      <footer className="legal-nav">
        <BackLink fallback={LOGIN} />
      </footer>
    </main>
  );
}

export function LegalSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="legal-section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}
