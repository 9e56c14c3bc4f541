import { z } from "zod";

/** GET /healthz: 200 when the database answers and the data folder takes a write, 503 otherwise. */
export const HealthReportSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["ok", "failed"]),
  dataDir: z.enum(["ok", "failed"]),
});
export type HealthReportAnswer = z.infer<typeof HealthReportSchema>;
