// Manage trailer as the app shows it: the page of its feature with the session's menu
// (edit order number, language, log out) from the auth feature, and the driver's copies
// from theirs. Features do not import each other; the app puts them together here.
import { AppMenu } from "../../features/auth/components/app-menu.tsx";
import { DriversCopyList } from "../../features/drivers-copy/components/drivers-copy-list.tsx";
import ManageTrailerPage from "../../features/manage-trailer/components/manage-trailer-page.tsx";

export default function ManageTrailerScreen() {
  return <ManageTrailerPage menu={<AppMenu />} copies={<DriversCopyList />} />;
}
