import { UploadForm } from "./upload-form";
import { UploadList } from "./upload-list";

export function MiddayTab() {
  return (
    <div className="flex flex-col gap-6">
      <UploadForm />
      <UploadList />
    </div>
  );
}
