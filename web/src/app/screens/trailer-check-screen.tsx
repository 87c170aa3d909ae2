// The trailer check as the app shows it: the association feature's page, with the
// auth feature's Edit order number for an order the system of record refuses
// (decision 065). Features do not import each other; the app puts them together here.
import TrailerCheckPage from "#web/features/association/components/trailer-check-page.tsx";
import { EditOrderButton } from "#web/features/auth/components/edit-order-button.tsx";

export default function TrailerCheckScreen() {
  return <TrailerCheckPage editOrder={(onSaved) => <EditOrderButton onSaved={onSaved} />} />;
}
