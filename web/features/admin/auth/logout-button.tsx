import { useNavigate } from "react-router";
import { clearToken, readToken } from "~/lib/api/token";
import { Button } from "../ui/button";
import { useAdminI18n } from "../i18n/admin-i18n";
import { authApi } from "./auth-api";

/** Logout removes the token, revokes it on the server and goes to /admin. */
export function LogoutButton() {
  const { t } = useAdminI18n();
  const navigate = useNavigate();
  function logout() {
    const token = readToken();
    clearToken();
    // The device has forgotten the token already; a failed revocation only lets it expire.
    if (token) authApi.logout(token).catch(() => undefined);
    navigate("/admin", { replace: true });
  }
  return <Button onClick={logout}>{t("panel.logout")}</Button>;
}
