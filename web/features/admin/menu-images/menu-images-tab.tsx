import { UploadForm } from "./upload-form";
import { UploadList } from "./upload-list";

export function MenuImagesTab() {
  return (
    <div className="flex flex-col gap-6">
      <UploadForm />
      <UploadList />
    </div>
  );
}
