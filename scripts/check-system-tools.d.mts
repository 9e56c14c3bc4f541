export interface SystemTool {
  command: string;
  /** Set when the tool is a library rather than a program: its path under /usr/lib/<triplet>/. */
  library?: string;
  debianPackage: string;
  usedBy: string;
}
export declare const SYSTEM_TOOLS: SystemTool[];
export declare function debianPackages(tools: SystemTool[]): string[];
export declare const INSTALL_COMMAND: string;
export declare function installPlan(
  packages: string[],
  user: { root: boolean; aptGet: boolean },
): { command: string; args: string[] }[];
export declare function missingTools(): SystemTool[];
