/** `npm run restore <file>`: brings a backup back into DATA_DIR. Stop the server first. */
import { restoreBackup } from "../backup/backup.server.ts";
import { loadEnv } from "../env.server.ts";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run restore -- <backup file>   (stop the server first)");
  process.exit(2);
}
const env = loadEnv();
const { uploads } = restoreBackup(file, env.DATA_DIR);
console.log(`Restored ${file} into ${env.DATA_DIR} (${uploads} upload files). Start the server again.`);
