export declare const SYSTEM_TOOLS: { command: string; debianPackage: string; usedBy: string }[];
export declare const INSTALL_COMMAND: string;
export declare function missingTools(): { command: string; debianPackage: string; usedBy: string }[];
