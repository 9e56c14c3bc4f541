export declare const BUILD_INPUTS: string[];
export declare function recordOf(buildDir: string): string;
export declare function inputsHash(root?: string, inputs?: string[]): string;
export declare function buildState(
  buildDir: string,
  root?: string,
  inputs?: string[],
): { stale: undefined | "missing" | "changed" };
