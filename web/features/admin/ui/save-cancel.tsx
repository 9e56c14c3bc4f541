import { useAdminI18n } from "../i18n/admin-i18n";
import { Button } from "./button";

/** An edit-in-place form's two buttons: Save (busy while saving) and Cancel, side by side even on a phone. */
export function SaveCancel({
  saving,
  onCancel,
  className = "",
}: {
  saving: boolean;
  onCancel: () => void;
  className?: string;
}) {
  const { t } = useAdminI18n();
  return (
    <div className={`grid grid-cols-2 gap-2 sm:flex ${className}`}>
      <Button type="submit" variant="primary" disabled={saving}>
        {saving ? t("common.saving") : t("common.save")}
      </Button>
      <Button onClick={onCancel}>{t("common.cancel")}</Button>
    </div>
  );
}
