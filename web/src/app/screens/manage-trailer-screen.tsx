// Manage trailer as the app shows it: the page of its feature with the session's menu
// (edit order number, language, log out) from the auth feature. Features do not import
// each other; the app puts them together here.
import { AppMenu } from "../../features/auth/components/app-menu.tsx";
import ManageTrailerPage from "../../features/manage-trailer/components/manage-trailer-page.tsx";

export default function ManageTrailerScreen() {
  return <ManageTrailerPage menu={<AppMenu />} />;
}
