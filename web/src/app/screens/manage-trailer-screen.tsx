// Manage trailer as the app shows it: the page of its feature with the session's menu
// (edit order number, language, log out) from the auth feature, the driver's copies
// from theirs, and app start's load of the order's state for its Try again. Features
// do not import each other; the app puts them together here.
import { AppMenu } from "../../features/auth/components/app-menu.tsx";
import { DriversCopyList } from "../../features/drivers-copy/components/drivers-copy-list.tsx";
import ManageTrailerPage from "../../features/manage-trailer/components/manage-trailer-page.tsx";
import { loadOrderData } from "../app-start.ts";

export default function ManageTrailerScreen() {
  return <ManageTrailerPage menu={<AppMenu />} copies={<DriversCopyList />} reloadOrder={loadOrderData} />;
}
