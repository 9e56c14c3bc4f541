export interface SystemTool {
  command: string;
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
