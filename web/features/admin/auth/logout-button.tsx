import { useNavigate } from "react-router";
import { clearToken, readToken } from "~/shared/api/token";
import { Button } from "../ui/button";
import { authApi } from "./auth-api";

/** Logout removes the token, revokes it on the server and goes to /admin. */
export function LogoutButton() {
  const navigate = useNavigate();
  function logout() {
    const token = readToken();
    clearToken();
    // The device has forgotten the token already; a failed revocation only lets it expire.
    if (token) authApi.logout(token).catch(() => undefined);
    navigate("/admin", { replace: true });
  }
  return <Button onClick={logout}>Logout</Button>;
}
